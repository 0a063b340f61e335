/**
 * The live check: the package's own nodes, run by n8n-core's engine against a real account through
 * the recorder, every answer held to the contract. Reads only, unless writes are asked for.
 */
import type { IDataObject, INodeType } from 'n8n-workflow';

import { CHANNEL_NAMES } from '../../nodes/shared/channels';
import { checkBaseUrl } from '../../nodes/shared/transport/baseUrl';
import { explainConnectionFailure } from '../../nodes/shared/transport/connectionFailure';
import {
	type ApiVersion,
	channelAvailable,
	channelFeature,
	missingFeatureMessage,
} from '../../nodes/shared/versions';
import { credentialTestOf, testCredential } from '../../test/harness/credentialTest';
import type { ServiceCredentials } from '../../test/harness/credentials';
import { loadNode } from '../../test/harness/loadNode';
import { createPoller } from '../../test/harness/poller';
import { NodeRunError, runNode } from '../../test/harness/runNode';
import { type Found, type LiveCheck, liveChecks } from './checks';
import { type Finding, findingsOf, strictContract } from './findings';
import { type LiveReport, type Row, type Runner, Skipped } from './model';
import { startRecorder, type Recorded, type Recorder } from './recorder';
import { inPlaceOfCredential } from './wording';
import { writeChecks } from './writes';

export interface LiveCheckOptions {
	baseUrl: string;
	apiKey: string;
	apiVersion: ApiVersion;
	mediaTypeName: string;
	/** Runs the writes on a duplicate draft too. */
	write: boolean;
	/** Told of each row as it is done, for progress. */
	onRow?: (row: Row) => void;
	/**
	 * Where the user gave the Base URL, for the fix of a failed connection:
	 * MESSAGE_TEMPLATES_BASE_URL unless said.
	 */
	baseUrlFrom?: string;
}

/** The node's words when the credential's version lacks what the operation needs. */
const NOT_IN_VERSION =
	/(?:available from|needs) API version \S+(?: or newer)?; the credential uses/;

export async function runLiveCheck(options: LiveCheckOptions): Promise<LiveReport> {
	const base = checkBaseUrl(options.baseUrl);
	if (!base.ok) throw new Error(`${base.message} ${base.fix}`);
	const recorder = await startRecorder({ target: base.baseUrl, allowWrites: options.write });
	const report: LiveReport = {
		apiVersion: options.apiVersion,
		mediaTypeName: options.mediaTypeName,
		write: options.write,
		startedAt: new Date().toISOString(),
		rows: [],
		created: [],
		removed: [],
		requests: [],
	};
	try {
		const runner = createRunner(options, recorder, report);
		await runner.row({ node: 'Credential', operation: 'Test', critical: true }, async () => {
			const result = await testCredential(runner.credentials, credentialTestOf());
			if (result.status !== 'OK') throw new Error(result.message);
			return [];
		});
		for (const check of liveChecks(options.apiVersion)) await runCheck(runner, check);
		await runTriggerPoll(runner);
		if (options.write) await writeChecks(runner, report);
	} finally {
		report.requests = recorder.all.map(
			({ method, url, status, unreached }) =>
				`${method} ${url.split('?')[0]} ${unreached ? 'no answer: the service could not be reached' : status}`,
		);
		await recorder.close();
	}
	return report;
}

function createRunner(options: LiveCheckOptions, recorder: Recorder, report: LiveReport): Runner {
	const contract = strictContract();
	const credentials: ServiceCredentials = {
		baseUrl: recorder.baseUrl,
		apiKey: options.apiKey,
		apiVersion: options.apiVersion,
		mediaTypeName: options.mediaTypeName,
	};
	const found = Object.fromEntries(
		[...CHANNEL_NAMES, 'account'].map((scope) => [scope, {}]),
	) as Runner['found'];
	const nodes = new Map<string, INodeType>();
	const nodeType = (name: string) => {
		let type = nodes.get(name);
		if (!type) nodes.set(name, (type = loadNode(name)));
		return type;
	};
	const wording = asGiven(recorder.baseUrl, options.baseUrlFrom ?? 'MESSAGE_TEMPLATES_BASE_URL');
	const findings = (exchanges: Recorded[]) =>
		distinct(
			exchanges.flatMap((exchange) =>
				findingsOf(contract, exchange, options.apiVersion, options.mediaTypeName),
			),
		);

	const runner: Runner = {
		credentials,
		found,
		unavailable: new Map(),
		nodeType,
		node: (node, parameters) => async () => {
			const [items = []] = await runNode({ nodeType: nodeType(node), parameters, credentials });
			return items.map(({ json }) => json);
		},
		async row({ critical, ...label }, step) {
			const row: Row = {
				...label,
				outcome: 'agrees',
				findings: [],
				ms: 0,
				requests: 0,
				rateLimit: {},
			};
			let items: IDataObject[] = [];
			if (report.stopped) {
				row.outcome = 'not run';
				row.note = `not run: ${report.stopped}`;
			} else {
				recorder.take();
				const started = performance.now();
				const error = await step().then(
					(output) => {
						items = output;
						return undefined;
					},
					(failure: unknown) => failure,
				);
				row.ms = Math.round(performance.now() - started);
				const exchanges = recorder.take();
				row.requests = exchanges.length;
				row.rateLimit = Object.assign({}, ...exchanges.map(({ rateLimit }) => rateLimit));
				row.findings = findings(
					exchanges.filter(({ refused, unreached }) => !refused && !unreached),
				);
				judge(row, error, exchanges, report, wording);
				if (critical && error !== undefined) {
					row.outcome = 'fails';
					report.stopped ??= `the ${label.node.toLowerCase()} ${label.operation.toLowerCase()} failed`;
				}
			}
			report.rows.push(row);
			options.onRow?.(row);
			return { row, items };
		},
	};
	return runner;
}

interface Wording {
	/** The node's message with the recorder's address put back as the user's Base URL. */
	message(text: string): string;
	/** Why a request never reached the service, and what to check where the user gave the URL. */
	unreached(code: string | undefined): string;
}

/**
 * The nodes talk to the recorder, so their messages name its address where they would name the
 * Base URL: that is put back. The address itself stays out of the report (see cli.ts), so the
 * Base URL is named by where the user gave it.
 */
function asGiven(recorderUrl: string, baseUrlFrom: string): Wording {
	const addresses = [recorderUrl, new URL(recorderUrl).origin];
	const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
	return {
		message: (text) =>
			capitalised(
				addresses.reduce((result, address) => result.split(address).join('the Base URL'), text),
			),
		unreached(code) {
			const { message, fix } = explainConnectionFailure(code, 'the Base URL');
			return `${message} ${inPlaceOfCredential(fix, baseUrlFrom)}`;
		},
	};
}

function judge(
	row: Row,
	error: unknown,
	exchanges: Recorded[],
	report: LiveReport,
	wording: Wording,
): void {
	const refused = exchanges.find(({ refused }) => refused);
	const unreached = exchanges.find(({ unreached }) => unreached)?.unreached;
	const message = error === undefined ? undefined : wording.message(describeError(error));
	if (error instanceof Skipped) {
		row.outcome = 'skipped';
		row.note = error.message;
	} else if (unreached) {
		// The node saw the recorder's 502, not what kept the request from the service.
		row.outcome = 'fails';
		row.note = wording.unreached(unreached.code);
	} else if (exchanges.some(({ status }) => status === 401)) {
		report.stopped = 'the service refused the API key (401)';
		row.outcome = 'fails';
		row.note = message ?? report.stopped;
	} else if (refused) {
		row.outcome = 'fails';
		const path = refused.url.split('?')[0];
		row.note = `sent a write without --write: ${refused.method} ${path} (not sent)`;
	} else if (message !== undefined && NOT_IN_VERSION.test(message) && exchanges.length === 0) {
		row.outcome = 'not available';
		row.note = message;
	} else if (row.findings.length > 0) {
		row.outcome = 'drifts';
		row.note = message;
	} else if (message !== undefined) {
		row.outcome = 'fails';
		row.note = message;
	}
}

/**
 * One finding per place: a list element's index becomes a star, so a field missing from every
 * element is one line.
 */
function distinct(findings: Finding[]): Finding[] {
	const seen = new Map<string, Finding>();
	for (const finding of findings) {
		const place = finding.place.replace(/\/\d+(?=\/|$)/g, '/*');
		const key = [finding.kind, finding.method, finding.path, place].join(' ');
		if (!seen.has(key)) seen.set(key, { ...finding, place });
	}
	return [...seen.values()];
}

function describeError(error: unknown): string {
	if (error instanceof NodeRunError)
		return [error.message, error.description].filter(Boolean).join(' ');
	return error instanceof Error ? error.message : String(error);
}

async function runCheck(runner: Runner, check: LiveCheck): Promise<void> {
	const scope = check.channel ?? 'account';
	const found = runner.found[scope];
	const label = {
		node: runner.nodeType(check.node).description.displayName,
		operation: check.operation,
		channel: check.channel,
	};
	const { apiVersion } = runner.credentials;
	if (check.channel && !channelAvailable(check.channel, apiVersion)) {
		const message = missingFeatureMessage(channelFeature(check.channel), apiVersion);
		await runner.row(label, async () => {
			throw new Error(message);
		});
		return;
	}
	const missing = check.needs.filter((id) => found[id] === undefined);
	if (missing.length > 0) {
		// Not available when what would have found the id is not: the version's reason holds here too.
		const reason = missing.map((id) => runner.unavailable.get(`${scope} ${id}`)).find(Boolean);
		await runner.row(label, async () => {
			throw reason
				? new Error(reason)
				: new Skipped(`nothing to read: no earlier check found a ${missing.join(' or ')}`);
		});
		return;
	}
	const { row, items } = await runner.row(label, runner.node(check.node, check.parameters(found)));
	const remember = check.remember ?? {};
	for (const name of Object.keys(remember) as Array<keyof Found>) {
		if (row.outcome === 'agrees' || row.outcome === 'drifts')
			Object.assign(found, { [name]: remember[name]?.(items) });
		if (row.outcome === 'not available' && row.note)
			runner.unavailable.set(`${scope} ${name}`, row.note);
	}
}

async function runTriggerPoll(runner: Runner): Promise<void> {
	const channels = CHANNEL_NAMES.filter(
		(channel) =>
			runner.found[channel].templateId !== undefined || runner.found[channel].draftId !== undefined,
	);
	const trigger = runner.nodeType('MessageDraftsTrigger');
	const label = { node: trigger.description.displayName, operation: 'First poll' };
	await runner.row(label, async () => {
		const poller = createPoller({
			nodeType: trigger,
			parameters: {
				event: 'draftSubmitted',
				channels: channels.length > 0 ? channels : ['email'],
				templateId: { __rl: true, mode: 'id', value: '' },
				folderId: { __rl: true, mode: 'id', value: '' },
				tagIds: [],
				options: {},
			},
			credentials: runner.credentials,
		});
		const emitted = await poller.publish();
		return (emitted?.[0] ?? []).map(({ json }) => json);
	});
}
