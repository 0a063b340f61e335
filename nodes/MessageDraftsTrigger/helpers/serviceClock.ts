import type { IDataObject } from 'n8n-workflow';

// The first answer's Date less the time since the poll started is no later than the start on the
// service's clock, so no change after the start compares earlier, however far apart the clocks are.
export class ServiceClock {
	private serviceStartMs: number | undefined;

	constructor(private readonly startedAt: number) {}

	observe(headers: IDataObject | undefined): void {
		if (this.serviceStartMs !== undefined) return;
		const date = Date.parse(String(headers?.date ?? ''));
		if (Number.isFinite(date))
			this.serviceStartMs = date - Math.max(0, Date.now() - this.startedAt);
	}

	// Whole seconds, rounded down, as the service writes times.
	get pollStart(): string {
		const ms = this.serviceStartMs ?? this.startedAt;
		return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
	}
}
