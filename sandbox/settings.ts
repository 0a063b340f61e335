/**
 * The limits of the fault and rate-limit settings, declared once: the admin API's schema is built
 * from them, and `startSandbox` (so the CLI too) checks its options against them, so no way of
 * starting or steering the sandbox accepts a value another refuses.
 */

/** The settings the admin API can change while the sandbox runs. */
export type FaultSettingName = 'latencyMs' | 'failRate' | 'failSeed' | 'rateLimit' | 'failNext';
/** Those, and the settings given only when it starts. */
export type SettingName = FaultSettingName | 'rateWindowMs';

interface Limit {
	integer: boolean;
	minimum?: number;
	maximum?: number;
}

export const FAULT_SETTING_LIMITS: Readonly<Record<FaultSettingName, Limit>> = {
	latencyMs: { integer: true, minimum: 0, maximum: 60_000 },
	/** A share of requests, 0 to 1. */
	failRate: { integer: false, minimum: 0, maximum: 1 },
	failSeed: { integer: true },
	/** Requests per minute: 0 would refuse every request for good. */
	rateLimit: { integer: true, minimum: 1 },
	failNext: { integer: true, minimum: 0, maximum: 1_000 },
};

export const SETTING_LIMITS: Readonly<Record<SettingName, Limit>> = {
	...FAULT_SETTING_LIMITS,
	/** The window the per-minute limit is counted in: 0 would reset it on every request. */
	rateWindowMs: { integer: true, minimum: 1 },
};

/** The JSON schema of one setting, for the admin API. */
export function settingSchema(name: SettingName): Record<string, unknown> {
	const { integer, minimum, maximum } = SETTING_LIMITS[name];
	return {
		type: integer ? 'integer' : 'number',
		...(minimum === undefined ? {} : { minimum }),
		...(maximum === undefined ? {} : { maximum }),
	};
}

/** What is wrong with a value of a setting, in words, or undefined when it is within the limits. */
export function settingProblem(name: SettingName, value: unknown): string | undefined {
	const { integer, minimum, maximum } = SETTING_LIMITS[name];
	const range =
		minimum !== undefined && maximum !== undefined
			? ` from ${minimum} to ${maximum}`
			: minimum !== undefined
				? ` of at least ${minimum}`
				: '';
	const wanted = `${integer ? 'a whole number' : 'a number'}${range}`;
	if (typeof value !== 'number' || !Number.isFinite(value)) return `takes ${wanted}`;
	if (
		(integer && !Number.isInteger(value)) ||
		(minimum !== undefined && value < minimum) ||
		(maximum !== undefined && value > maximum)
	) {
		return `takes ${wanted}, not ${value}`;
	}
	return undefined;
}

/** Throws on the first setting out of its limits, naming it as `label` says (an option, a flag). */
export function checkSettings(
	values: Partial<Record<SettingName, unknown>>,
	label: (name: SettingName) => string = (name) => name,
): void {
	for (const name of Object.keys(SETTING_LIMITS) as SettingName[]) {
		if (values[name] === undefined) continue;
		const problem = settingProblem(name, values[name]);
		if (problem) throw new Error(`${label(name)} ${problem}.`);
	}
}
