/** What the live check reports, and what its steps are given: shared by the run and the writes. */
import type { IDataObject, INodeParameters, INodeType } from 'n8n-workflow';

import type { ChannelName } from '../../nodes/shared/channels';
import type { ApiVersion } from '../../nodes/shared/versions';
import type { ServiceCredentials } from '../../test/harness/credentials';
import type { Found, PackageNode } from './checks';
import type { Finding } from './findings';

export type Outcome = 'agrees' | 'drifts' | 'not available' | 'fails' | 'skipped' | 'not run';

export interface Row {
	node: string;
	operation: string;
	channel?: ChannelName;
	outcome: Outcome;
	/** Why, when it is not `agrees`: the node's message, what was missing. */
	note?: string;
	findings: Finding[];
	ms: number;
	requests: number;
	/** The rate-limit headers of the row's last answer that had any. */
	rateLimit: Record<string, string>;
}

export interface LiveReport {
	apiVersion: ApiVersion;
	mediaTypeName: string;
	write: boolean;
	startedAt: string;
	rows: Row[];
	/** Set when the run stopped early, and why. */
	stopped?: string;
	/** `--write`: what the run made in the account and removed again. */
	created: string[];
	removed: string[];
	/** Every request sent, as `METHOD /path status`. */
	requests: string[];
}

/** What a step runs: a node with parameters, or the trigger's first poll. */
export type Step = () => Promise<IDataObject[]>;

export interface Runner {
	readonly credentials: ServiceCredentials;
	readonly found: Record<ChannelName | 'account', Found>;
	/** Why an id could not be found, by scope and name, when the version lacks what finds it. */
	readonly unavailable: Map<string, string>;
	/** Runs one step as a row of the report. */
	row(
		label: {
			node: string;
			operation: string;
			channel?: ChannelName;
			/** Nothing after it runs when it fails. */
			critical?: boolean;
		},
		step: Step,
	): Promise<{ row: Row; items: IDataObject[] }>;
	node(node: PackageNode, parameters: INodeParameters): Step;
	/** One of the package's nodes, loaded once. */
	nodeType(name: PackageNode | 'MessageDraftsTrigger'): INodeType;
}

/** A step that finds nothing to work on: its row says why. */
export class Skipped extends Error {}
