/**
 * Chromium's net log (`--log-net-log`, capture mode Everything), read for what its network layer
 * did: every name lookup, connection, preconnect and request, with the host it was for. A page's
 * resource hints and refused frames show here though no server hears a request.
 */
import { readFileSync } from 'node:fs';

export const netLogArguments = (file: string) => [
	`--log-net-log=${file}`,
	'--net-log-capture-mode=Everything',
];

/** One thing the network layer did towards a host: `host` is a name or an address, with its port. */
export interface Contact {
	host: string;
	/** The net log's event type: HOST_RESOLVER_MANAGER_REQUEST, TCP_CONNECT, … */
	event: string;
	/** For a request, its address. */
	url?: string;
}

interface NetLogEvent {
	type: number;
	phase?: number;
	params?: Record<string, unknown>;
}

interface NetLog {
	constants: { logEventTypes: Record<string, number> };
	events: NetLogEvent[];
}

const PHASE_END = 2;

// Each event type that names where it goes, and the parameter that says it.
const DESTINATIONS: Record<string, (params: Record<string, unknown>) => unknown[]> = {
	HOST_RESOLVER_MANAGER_REQUEST: ({ host }) => [host],
	HOST_RESOLVER_MANAGER_JOB: ({ host }) => [host],
	DNS_TRANSACTION: ({ hostname }) => [hostname],
	TCP_CONNECT: ({ address_list }) => (Array.isArray(address_list) ? address_list : []),
	TCP_CONNECT_ATTEMPT: ({ address }) => [address],
	HTTP_STREAM_JOB_CONTROLLER: ({ url }) => [url],
	URL_REQUEST_START_JOB: ({ url }) => [url],
};

// A URL gives its host with the port it names; an address ("127.0.0.2:8080") or a bare name is
// kept as it is.
function hostOf(value: string): string {
	if (!value.includes('://')) return value;
	const url = new URL(value);
	return url.host;
}

export const hostnameOf = (host: string) => host.replace(/:\d+$/, '');

/**
 * The contacts the log holds, in the order Chromium logged them, and the hosts of Chromium's own
 * requests: the ones the browser started by itself (no page as initiator, not a navigation), such as
 * its sign-in check and component updater, which no switch turns off (see
 * docs/reviewing-drafts.md#what-the-page-runs).
 */
export function readNetLog(file: string): { contacts: Contact[]; chromiumsOwn: Set<string> } {
	const text = readFileSync(file, 'utf8');
	// A browser that did not close cleanly leaves the event list open.
	let log: NetLog;
	try {
		log = JSON.parse(text) as NetLog;
	} catch {
		log = JSON.parse(`${text.replace(/,?\s*$/, '')}]}`) as NetLog;
	}
	const typeNames = new Map(
		Object.entries(log.constants.logEventTypes).map(([name, type]) => [type, name]),
	);
	const contacts: Contact[] = [];
	const chromiumsOwn = new Set<string>();
	for (const { type, phase, params = {} } of log.events) {
		const event = typeNames.get(type) ?? String(type);
		const destinations = DESTINATIONS[event];
		if (!destinations || phase === PHASE_END) continue;
		for (const destination of destinations(params)) {
			if (typeof destination !== 'string' || destination === '') continue;
			const host = hostOf(destination);
			if (event !== 'URL_REQUEST_START_JOB') {
				contacts.push({ host, event });
				continue;
			}
			contacts.push({ host, event, url: destination });
			if (params.initiator === 'not an origin' && params.request_type === 'other')
				chromiumsOwn.add(hostnameOf(host));
		}
	}
	return { contacts, chromiumsOwn };
}

/** Contacts grouped by host, each with the kinds of events seen: what a failed check prints. */
export function byHost(contacts: readonly Contact[]): Record<string, string[]> {
	const grouped: Record<string, string[]> = {};
	for (const { host, event } of contacts) {
		const events = (grouped[host] ??= []);
		if (!events.includes(event)) events.push(event);
	}
	return grouped;
}
