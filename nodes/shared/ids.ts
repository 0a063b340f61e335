// Checked before a request, so a wrong id fails with the field's name and fix, not a bare 404.
// BCP 47 as the service writes it: fr, fr-FR, zh-Hans-CN, es-419, ceb-PH.
export const LANGUAGE_ID_PATTERN = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|[0-9]{3}))?$/;

export interface IdFormat {
	label: string;
	pattern: RegExp;
	example: string;
}

export const ID_FORMATS: Readonly<Record<string, IdFormat>> = {
	templateId: { label: 'Template', pattern: /^tem_[\w-]+$/, example: 'tem_…' },
	draftId: { label: 'Draft', pattern: /^tdft_[\w-]+$/, example: 'tdft_…' },
	localizationId: { label: 'Localization', pattern: /^loc_[\w-]+$/, example: 'loc_…' },
	folderId: { label: 'Folder', pattern: /^fdr_[\w-]+$/, example: 'fdr_…' },
	workspaceId: { label: 'Workspace', pattern: /^fdr_[\w-]+$/, example: 'fdr_…' },
	blockId: { label: 'Block', pattern: /^blk_[\w-]+$/, example: 'blk_…' },
	themeId: { label: 'Theme', pattern: /^thm_[\w-]+$/, example: 'thm_…' },
	customerProfileId: { label: 'Customer Profile', pattern: /^dat_[\w-]+$/, example: 'dat_…' },
	resourceId: {
		label: 'Template or Draft',
		pattern: /^(tem|tdft)_[\w-]+$/,
		example: 'tem_… or tdft_…',
	},
	languageId: { label: 'Language', pattern: LANGUAGE_ID_PATTERN, example: 'fr-FR or zh-Hans-CN' },
	// Tag ids are opaque: anything that stays one path step, so not `.` or `..`.
	tagId: { label: 'Tag', pattern: /^(?!\.\.?$)[^\s/]+$/, example: 'an id from Get Many' },
};

export function idProblem(parameter: string, value: unknown): string | undefined {
	const format = ID_FORMATS[parameter];
	const label = format?.label ?? parameter;
	// An expression may give anything: a number is read as its digits.
	if (typeof value === 'object' && value !== null) {
		return `${label} must be an ID as text, not ${Array.isArray(value) ? 'a list' : 'an object'}.`;
	}
	if (typeof value === 'number') return idProblem(parameter, String(value));
	if (typeof value !== 'string' || value.trim() === '') {
		return `${label} is empty.`;
	}
	if (format && !format.pattern.test(value)) {
		return `${format.label} "${value}" is not a valid ID (expected: ${format.example}).`;
	}
	return undefined;
}
