/** The part of autocannon's API the benchmark uses; the package ships no types of its own. */
declare module 'autocannon' {
	interface Options {
		url: string;
		headers?: Record<string, string>;
		connections?: number;
		overallRate?: number;
		duration?: number;
	}

	interface Histogram {
		average: number;
		p50: number;
		p99: number;
		max: number;
	}

	interface Result {
		requests: Histogram;
		latency: Histogram;
		errors: number;
		non2xx: number;
	}

	function autocannon(options: Options): Promise<Result>;
	export = autocannon;
}
