/**
 * Against a fresh sandbox, every GET operation of the vendor's document, called with each value
 * its parameters' enums list (and once with the required parameters alone), answers 200 as the
 * document says. The harness fails a case on any contract violation.
 */
import type { ChannelName } from '../../../nodes/shared/channels';
import { gettextMediaType, jsonMediaType } from '../../../nodes/shared/versions';
import { DEMO } from '../../../sandbox';
import { defaultDocumentPath } from '../../../sandbox/contract';
import { DOCUMENT_VERSION, readDocument } from '../../../sandbox/contract/document';
import { type Operation, OperationIndex } from '../../../sandbox/contract/operations';
import { channelOf } from '../../../sandbox/contract/version-gates';
import { useSandbox } from '../../harness/sandbox';

const sandbox = useSandbox();

const CHANNEL_IDS: Record<ChannelName, { template: string; draft: string }> = {
	email: { template: DEMO.email.welcomeTemplate, draft: DEMO.email.welcomePublishedDraft },
	sms: { template: DEMO.channels.sms.template, draft: DEMO.channels.sms.publishedDraft },
	push: { template: DEMO.channels.push.template, draft: DEMO.channels.push.publishedDraft },
	voice: { template: DEMO.channels.voice.template, draft: DEMO.channels.voice.publishedDraft },
	liveactivity: {
		template: DEMO.channels.liveactivity.template,
		draft: DEMO.channels.liveactivity.publishedDraft,
	},
};

/** The demo account's templates and blocks are localized in French. */
const LANGUAGE = 'fr-FR';

interface Case {
	name: string;
	operation: Operation;
	query: Record<string, string>;
	accept: string;
}

function casesOf(operation: Operation): Case[] {
	const query = operation.parameters.filter((parameter) => parameter.in === 'query');
	const enumOf = (name: string) =>
		(query.find((parameter) => parameter.name === name)?.schema?.value.enum ?? []) as string[];
	const required = Object.fromEntries(
		query.filter((parameter) => parameter.required).map(({ name }) => [name, enumOf(name)[0]]),
	);
	const json = jsonMediaType(DOCUMENT_VERSION);
	const describe = (values: Record<string, string>, accept: string) => {
		const text = Object.entries(values)
			.map(([name, value]) => `${name}=${value}`)
			.join('&');
		return `${operation.operationId}${text ? ` ?${text}` : ''}${accept === json ? '' : ` as ${accept}`}`;
	};
	const make = (values: Record<string, string>, accept = json): Case => ({
		name: describe(values, accept),
		operation,
		query: values,
		accept,
	});
	// The POT form of localization keys is asked for by its own Accept.
	const answersPot = (operation.responses.get('200') ?? []).some(({ mediaType }) =>
		mediaType.endsWith('+x-gettext-translation'),
	);
	return [
		make(required),
		...query.flatMap(({ name }) =>
			enumOf(name)
				.filter((value) => required[name] !== value)
				.map((value) => make({ ...required, [name]: value })),
		),
		...(answersPot ? [make(required, gettextMediaType(DOCUMENT_VERSION))] : []),
	];
}

const cases = new OperationIndex(readDocument(defaultDocumentPath())).operations
	.filter((operation) => operation.method === 'GET')
	.flatMap(casesOf);

let localizations: Array<{ id: string; ownerId: string; languageId: string }> | undefined;

/** The demo account's ids for a template's path; localization ids are read from the fresh state. */
async function pathOf(operation: Operation): Promise<string> {
	localizations ??= (
		(await (
			await fetch(`${sandbox.url}/_sandbox/state`, {
				headers: { Authorization: `Bearer ${sandbox.apiKey}` },
			})
		).json()) as {
			localizations: Array<{ id: string; ownerId: string; languageId: string }>;
		}
	).localizations;
	const ids = CHANNEL_IDS[channelOf(operation.template).channel ?? 'email'];
	const values: Record<string, string | undefined> = {
		templateId: ids.template,
		draftId: ids.draft,
		localizationId: localizations.find(
			({ ownerId, languageId }) => ownerId === ids.template && languageId === LANGUAGE,
		)?.id,
		languageId: LANGUAGE,
		blockId: DEMO.blocks.footer,
		folderId: DEMO.folders.newsletters,
		tagId: DEMO.tags.seasonal,
		themeId: DEMO.themes.classic,
		customerProfileId: DEMO.customerProfiles.marketing,
	};
	return operation.template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
		const value = values[name];
		if (value === undefined)
			throw new Error(
				`No demo-account value for the path parameter ${name} of ${operation.operationId}`,
			);
		return encodeURIComponent(value);
	});
}

describe(`GET operations of the vendor's document, version ${DOCUMENT_VERSION}`, () => {
	it.each(cases)('$name', async ({ operation, query, accept }) => {
		const search = new URLSearchParams(query).toString();
		const path = `${await pathOf(operation)}${search ? `?${search}` : ''}`;
		const answer = await sandbox.api('GET', path, { headers: { Accept: accept } });
		expect({ path, status: answer.status }).toEqual({ path, status: 200 });
	});
});
