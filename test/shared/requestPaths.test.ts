import { parentPath } from '../../nodes/MessageLocalizations/helpers/routeToParent';
import { pathOf, pathTemplates, requestPaths } from '../../nodes/shared/routing/requestPaths';

// The operations' URLs as they are written, read back in the version table's form.
const RENDER =
	'=/render/template/{{ String($parameter.templateId).trim() }}' +
	'{{ String($parameter.languageId || "").trim() ? ' +
	'"/" + String($parameter.languageId).trim() : "" }}';

describe('requestPaths', () => {
	it('reads the paths an expression URL gives', () => {
		expect(pathTemplates('/templates')).toEqual(['/templates']);
		expect(pathTemplates('=/drafts/{{ String($parameter.draftId).trim() }}/duplicate')).toEqual([
			'/drafts/{draftId}/duplicate',
		]);
		expect(
			pathTemplates('=/tags/{{ encodeURIComponent(String($parameter.tagId).trim()) }}'),
		).toEqual(['/tags/{tagId}']);
		expect(
			pathTemplates(parentPath('/localizations/{{ String($parameter.languageId).trim() }}')),
		).toEqual([
			'/blocks/{blockId}/localizations/{languageId}',
			'/drafts/{draftId}/localizations/{languageId}',
		]);
		expect(pathTemplates(RENDER)).toEqual([
			'/render/template/{templateId}/{languageId}',
			'/render/template/{templateId}',
		]);
	});

	it('checks an id the URL reads only when given after the others', () => {
		expect(requestPaths(RENDER).optionalIds).toEqual(['languageId']);
		expect(requestPaths(parentPath('/localizationKeys')).optionalIds).toEqual([]);
	});

	it('finds the path n8n built, ids unchecked, and the first when none fits', () => {
		const render = requestPaths(RENDER);
		expect(pathOf(render, '/render/template/tem_1/fr-FR').template).toBe(
			'/render/template/{templateId}/{languageId}',
		);
		expect(pathOf(render, '/render/template/tem_1').template).toBe('/render/template/{templateId}');
		const parent = requestPaths(parentPath('/localizationKeys'));
		expect(pathOf(parent, '/drafts//localizationKeys')).toMatchObject({
			template: '/drafts/{draftId}/localizationKeys',
			ids: ['draftId'],
		});
		expect(pathOf(parent, '/blocks/blk 1/localizationKeys').ids).toEqual(['blockId']);
		expect(pathOf(parent, 'elsewhere').template).toBe('/blocks/{blockId}/localizationKeys');
	});
});
