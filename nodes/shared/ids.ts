// Checked before a request, so a wrong id fails with the field's name and fix, not a bare 404.
// BCP 47 as the service writes it: fr, fr-FR, zh-Hans-CN, es-419, ceb-PH.
export const LANGUAGE_ID_PATTERN = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|[0-9]{3}))?$/;

export interface IdFormat {
	label: string;
	pattern: RegExp;
	// How an error shows the expected form.
	example: string;
	// The By ID field's example, which starts "e.g." as n8n's guidelines ask of placeholders.
	placeholder: string;
}

const idFormat = (label: string, prefix: string, sample: string): IdFormat => ({
	label,
	pattern: new RegExp(`^${prefix}_[\\w-]+$`),
	example: `${prefix}_…`,
	placeholder: `e.g. ${prefix}_${sample}`,
});

export const ID_FORMATS: Readonly<Record<string, IdFormat>> = {
	templateId: idFormat('Template', 'tem', 'welcome'),
	draftId: idFormat('Draft', 'tdft', 'welcomeV2'),
	localizationId: idFormat('Localization', 'loc', 'footerFrFr'),
	folderId: idFormat('Folder', 'fdr', 'newsletters'),
	workspaceId: idFormat('Workspace', 'fdr', 'product'),
	blockId: idFormat('Block', 'blk', 'footer'),
	themeId: idFormat('Theme', 'thm', 'classic'),
	customerProfileId: idFormat('Customer Profile', 'dat', 'vipCustomers'),
	resourceId: {
		label: 'Template or Draft',
		pattern: /^(tem|tdft)_[\w-]+$/,
		example: 'tem_… or tdft_…',
		placeholder: 'e.g. tem_welcome',
	},
	languageId: {
		label: 'Language',
		pattern: LANGUAGE_ID_PATTERN,
		example: 'fr-FR or zh-Hans-CN',
		placeholder: 'e.g. fr-FR',
	},
	// Tag ids are opaque: anything that stays one path step, so not `.` or `..`.
	tagId: {
		label: 'Tag',
		pattern: /^(?!\.\.?$)[^\s/]+$/,
		example: 'an id from Get Many',
		placeholder: 'e.g. tag_seasonal',
	},
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
