import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readExamples, type ExampleWorkflow } from '../../../scripts/n8n/examples';
import { repoRoot } from '../../../scripts/n8n/paths';
import { e2eContext } from '../support/context';
import { n8nSession } from '../support/n8nSession';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

/** The n8n an example says it needs, in a sticky note on its canvas: "## Needs n8n 2.3 or newer". */
function statedMinimum(workflow: ExampleWorkflow): string | undefined {
	const sticky = workflow.nodes.find(
		(node) =>
			node.type === 'n8n-nodes-base.stickyNote' &&
			/^## Needs n8n /.test(String(node.parameters.content)),
	);
	return String(sticky?.parameters.content ?? '').match(/^## Needs n8n (\d+\.\d+) or newer$/m)?.[1];
}

/** Whether release `a` is older than `b`, by their numbers. */
function isOlder(a: string, b: string): boolean {
	const [left, right] = [a, b].map((version) => version.split('.').map(Number));
	for (let index = 0; index < Math.max(left.length, right.length); index++) {
		const difference = (left[index] ?? 0) - (right[index] ?? 0);
		if (difference !== 0) return difference < 0;
	}
	return false;
}

describe('the example workflows, imported into this n8n', () => {
	const { n8nVersion, examples } = e2eContext();
	let known: Set<string>;
	let imported: Map<string, ExampleWorkflow>;

	beforeAll(async () => {
		const client = await n8nSession();
		const types = await client.types<Array<{ name: string; version: number | number[] }>>('nodes');
		known = new Set(
			types.flatMap(({ name, version }) => [version].flat().map((each) => `${name}@${each}`)),
		);
		// As the global setup imported them, read back from n8n.
		imported = new Map();
		for (const { id, name } of examples)
			imported.set(name, await client.rest<ExampleWorkflow>('GET', `/workflows/${id}`));
	});

	it.each(readExamples().map(({ file, workflow }) => [file, workflow] as const))(
		'%s: every node is one this n8n has, or the example says on its canvas and in the README which newer n8n it needs',
		(_file, workflow) => {
			const nodes = imported.get(workflow.name)?.nodes ?? [];
			expect(nodes.length).toBe(workflow.nodes.length);
			const unknown = nodes
				.map(({ type, typeVersion }) => `${type}@${String(typeVersion)}`)
				.filter((node) => !known.has(node));
			const minimum = statedMinimum(workflow);
			if (minimum) expect(readme).toContain(`Needs n8n ${minimum} or newer`);
			if (minimum && isOlder(n8nVersion, minimum)) return;
			expect(unknown).toEqual([]);
		},
	);
});
