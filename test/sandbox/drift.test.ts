/**
 * The sandbox's drift mode: each kind changes exactly the answers of the operation it names, and a
 * drift written wrong is refused, naming the forms it takes. The live check's tests show that each
 * kind is found; these show what each kind does.
 */
import { type RunningSandbox, startSandbox } from '../../sandbox';
import { parseDrift } from '../../sandbox/drift';

let sandbox: RunningSandbox | undefined;

afterEach(async () => {
	await sandbox?.close();
	sandbox = undefined;
});

async function get(drift: string[], path: string, version = '2026.07') {
	sandbox = await startSandbox({ port: 0, drift });
	const response = await fetch(`${sandbox.url}${path}`, {
		headers: {
			Authorization: `Bearer ${sandbox.apiKey}`,
			Accept: `application/vnd.service.${version}+json`,
		},
	});
	return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const themes = (body: Record<string, unknown>) => body.data as Array<Record<string, unknown>>;

describe('drift', () => {
	it('changes the named field of every element, and nothing else', async () => {
		const plain = await get([], '/themes');
		await sandbox?.close();
		const removed = await get(['remove:listThemes:data[].name'], '/themes');
		expect(themes(removed.body)).toEqual(
			themes(plain.body).map(({ name: _name, ...rest }) => rest),
		);
		await sandbox?.close();
		const renamed = await get(['rename:listThemes:data[].name:title'], '/themes');
		expect(themes(renamed.body).map(({ title }) => title)).toEqual(
			themes(plain.body).map(({ name }) => name),
		);
		await sandbox?.close();
		const retyped = await get(['retype:listThemes:data[].name'], '/themes');
		expect(themes(retyped.body).map(({ name }) => name)).toEqual(
			themes(plain.body).map(({ name }) => String(name).length),
		);
		await sandbox?.close();
		const added = await get(
			['add:listThemes:data[].flavour', 'enum:listThemes:data[].id:X'],
			'/themes',
		);
		expect(themes(added.body).every(({ flavour, id }) => flavour === 'drift' && id === 'X')).toBe(
			true,
		);
	});

	it('takes an operation away from a version on, as an unknown path answers', async () => {
		expect((await get(['gone:listThemes:2026.07'], '/themes', '2026.06')).status).toBe(200);
		await sandbox?.close();
		const gone = await get(['gone:listThemes:2026.07'], '/themes', '2026.07');
		expect(gone).toEqual({
			status: 404,
			body: {
				code: 'not_found',
				message: 'Not found: GET /themes is not an operation of this service',
			},
		});
	});

	it.each([
		['shrink:listThemes:data[].name', 'names no kind of drift ("shrink")'],
		['remove:listThemez:data[].name', `names no operation of the vendor's document ("listThemez")`],
		['remove:listThemes', 'needs a path, and only that'],
		['rename:listThemes:data[].name', 'needs a path and a new name or value'],
		['gone:listThemes:2027.01', 'takes at most a version the service answers after the operation'],
	])('refuses %s', (text, why) => {
		expect(() => parseDrift(text)).toThrow(
			`The drift "${text}" ${why}; write it as remove|retype|add:`,
		);
	});
});
