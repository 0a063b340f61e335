/** The part of n8n's scanner (plain JavaScript) that `scanner.ts` calls. */
declare module '@n8n/scan-community-package/scanner/scanner.mjs' {
	export interface Analysis {
		passed: boolean;
		message?: string;
		details?: string;
	}
	/** The globs its source leg lints: package.json and the nodes' and credentials' sources. */
	export const SOURCE_FILE_PATTERNS: string[];
	export function analyzePackage(packageDir: string, filePatterns?: string[]): Promise<Analysis>;
	export function resolvePackage(spec: string): { packageName: string; version: string | null };
	/** The whole scan of a published version: provenance, the attested source, the tarball. */
	export function analyzePackageByName(
		packageName: string,
		version: string | null,
	): Promise<Analysis & { version?: string }>;
}
