/** Timestamps as the service writes them: `YYYY-MM-DDThh:mm:ssZ`, never with fractions. */
export function timestamp(date: Date = new Date()): string {
	return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
