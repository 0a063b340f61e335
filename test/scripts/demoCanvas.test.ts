/**
 * The workflows the demo video shows, laid out so that no node lies on another at the sizes n8n's
 * canvas draws them. `npm run demo` checks the same on the editor's canvas at each of its scenes.
 */
import { drawnFromPositions, overlapping } from '../../scripts/demo/canvas';
import { approvalWorkflow, submitWorkflow } from '../../scripts/demo/workflows';

describe("the demo's canvas", () => {
	it.each([
		{ shown: 'the Slack approval example, Slack stood in for', workflow: approvalWorkflow() },
		{ shown: 'the workflow that submits the draft', workflow: submitWorkflow('edft_any') },
	])('$shown: no node on another', ({ workflow }) => {
		expect(overlapping(drawnFromPositions(workflow))).toEqual([]);
	});

	it('finds a name under one node across the next, and a node on a name', () => {
		const at = (name: string, position: [number, number]) => ({
			name,
			type: 'n8n-nodes-base.set',
			parameters: {},
			position,
		});
		const planted = {
			...submitWorkflow('edft_any'),
			nodes: [
				...[at('A', [0, 0]), at('B', [100, 0])],
				...[at('C', [400, 0]), at('D', [400, 150])],
				...[at('E', [800, 0]), at('F', [1020, 0]), at('G', [800, 160])],
			],
		};
		expect(overlapping(drawnFromPositions(planted))).toEqual(['"A" and "B"', '"C" and "D"']);
	});
});
