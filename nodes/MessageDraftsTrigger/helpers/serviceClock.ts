import type { IDataObject } from 'n8n-workflow';

/**
 * The time a poll started on the clock that writes `updatedAt`: the first answer's Date less the
 * time since the start is no later than it, so no change after the start compares earlier, however
 * far apart the clocks are. Without an answer, this machine's clock stands in.
 */
export class ServiceClock {
	private serviceStartMs: number | undefined;

	constructor(private readonly startedAt: number) {}

	/** Called with each answer's headers; the first answer with a date is enough. */
	observe(headers: IDataObject | undefined): void {
		if (this.serviceStartMs !== undefined) return;
		const date = Date.parse(String(headers?.date ?? ''));
		if (Number.isFinite(date))
			this.serviceStartMs = date - Math.max(0, Date.now() - this.startedAt);
	}

	/** The poll's start as the service writes times: whole seconds, rounded down. */
	get pollStart(): string {
		const ms = this.serviceStartMs ?? this.startedAt;
		return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
	}
}
