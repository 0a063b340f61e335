/**
 * Opaque ids derived from the sequence number: deterministic, so a reset or a replay of the same
 * requests gives the same ids, yet not guessable by counting.
 */
export const ID_PREFIX = {
	template: 'tem_',
	draft: 'tdft_',
	localization: 'loc_',
	localeGroup: 'lgr_',
	folder: 'fdr_',
	block: 'blk_',
	tag: 'tag_',
	theme: 'thm_',
	customerProfile: 'dat_',
} as const;

export function idFor(prefix: string, seq: number): string {
	// A fixed-width scrambled part, then the sequence itself, which keeps ids unique.
	const scrambled = (Math.imul(seq, 0x9e3779b1) >>> 0).toString(36).padStart(7, '0');
	return `${prefix}${scrambled}${seq.toString(36)}`;
}
