/** Starts a sandbox in this process: for tests, benchmarks and `npm run sandbox`. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_MEDIA_TYPE_NAME, MEDIA_TYPE_NAME } from '../nodes/shared/versions';
import { ContractChecker, type Violation } from './contract';
import { DriftPlan, parseDrift } from './drift';
import type { FaultSettings } from './faults';
import { generatedAccount, type GenerateOptions } from './generate';
import { SandboxRuntime } from './runtime';
import { demoAccount } from './seed/demo-account';
import { buildServer } from './server';
import type { State } from './store/model';
import { checkSettings } from './settings';
import { StateFile } from './store/persistence';

export { DEMO } from './seed/demo-account';

export interface SandboxOptions {
	/** 0 picks a free port. Default 4010. */
	port?: number;
	/** Default 127.0.0.1: loopback unless told otherwise. */
	host?: string;
	/** Default `sandbox-key`. */
	apiKey?: string;
	/** A key that may read but not change anything. */
	readOnlyKey?: string;
	/** Keeps the state in this JSON file across restarts. */
	dataFile?: string;
	generate?: Partial<GenerateOptions>;
	/** Requests per minute. Default 3,600. */
	rateLimit?: number;
	/** Counts the rate limit in windows this long, each allowing its share of the minute's. Default a minute. */
	rateWindowMs?: number;
	latencyMs?: number;
	failRate?: number;
	failSeed?: number;
	/** The account to start from (and reset to) instead of the demo account. */
	account?: State;
	/** The vendor's OpenAPI document: every exchange is checked against it (`GET /_sandbox/contract`). */
	contract?: string;
	/**
	 * The vendor name in the media types it answers, `application/vnd.<name>.<version>+json`, as a
	 * deployment may name it. Default `service`, the vendor document's, which `contract` needs.
	 */
	mediaTypeName?: string;
	/** Answers that drift from the vendor's document, as `kind:operationId:...` (drift.ts). */
	drift?: string[];
	/** Called with each contract violation as it is found. */
	onViolation?: (violation: Violation) => void;
}

export interface RunningSandbox {
	url: string;
	apiKey: string;
	readOnlyKey?: string;
	/** The contract checks, when the sandbox runs with them. */
	contract?: ContractChecker;
	close: () => Promise<void>;
}

/** The media type name the sandbox answers with, or why it cannot. */
export function checkMediaTypeName(options: Pick<SandboxOptions, 'mediaTypeName' | 'contract'>) {
	const mediaTypeName = options.mediaTypeName ?? DEFAULT_MEDIA_TYPE_NAME;
	if (!MEDIA_TYPE_NAME.test(mediaTypeName))
		throw new Error(`The media type name "${mediaTypeName}" is not letters, digits and hyphens.`);
	if (options.contract !== undefined && mediaTypeName !== DEFAULT_MEDIA_TYPE_NAME)
		throw new Error(
			`The vendor's document names its media types "${DEFAULT_MEDIA_TYPE_NAME}": a sandbox renamed to "${mediaTypeName}" runs without it.`,
		);
	return mediaTypeName;
}

/** The sandbox, every route added, not yet listening. */
export function buildSandbox(options: SandboxOptions = {}): {
	app: FastifyInstance;
	apiKey: string;
	contract?: ContractChecker;
} {
	checkSettings(options);
	const apiKey = options.apiKey ?? 'sandbox-key';
	const seed = (): State => {
		if (options.account) return structuredClone(options.account);
		const generate = options.generate;
		if (generate && ((generate.templates ?? 0) > 0 || (generate.drafts ?? 0) > 0)) {
			return generatedAccount({ templates: generate.templates ?? 0, drafts: generate.drafts ?? 0 });
		}
		return demoAccount();
	};
	const stateFile = options.dataFile === undefined ? undefined : new StateFile(options.dataFile);
	const saved = stateFile?.load()?.state;
	const faults: FaultSettings = {
		latencyMs: options.latencyMs ?? 0,
		failRate: options.failRate ?? 0,
		failSeed: options.failSeed ?? 1,
		failStatuses: [500, 429],
		rateLimit: options.rateLimit ?? 3600,
		failNext: 0,
	};
	const mediaTypeName = checkMediaTypeName(options);
	const contract =
		options.contract === undefined ? undefined : new ContractChecker(options.contract);
	if (contract && options.onViolation) contract.onViolation(options.onViolation);
	const runtime = new SandboxRuntime({
		apiKey,
		readOnlyKey: options.readOnlyKey,
		stateFile,
		seed,
		initialState: saved ?? seed(),
		faults,
		rateWindowMs: options.rateWindowMs,
		contract,
		mediaTypeName,
		drift: new DriftPlan((options.drift ?? []).map((text) => parseDrift(text))),
	});
	// A fresh snapshot: the journal starts empty, whatever a crash left at its end.
	runtime.snapshot();
	return { app: buildServer(runtime), apiKey, contract };
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
	const { app, apiKey, contract } = buildSandbox(options);
	await app.listen({ port: options.port ?? 4010, host: options.host ?? '127.0.0.1' });
	const address = app.server.address() as AddressInfo;
	const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
	return {
		url: `http://${host}:${address.port}`,
		apiKey,
		readOnlyKey: options.readOnlyKey,
		contract,
		close: () => app.close(),
	};
}
