import { createHash, createHmac } from 'crypto';

// Hex digests of UTF-8 text, as the fingerprints and review links carry them.
export const sha256 = (text: string): string =>
	createHash('sha256').update(text, 'utf8').digest('hex');

export const hmacSha256 = (key: string, text: string): string =>
	createHmac('sha256', key).update(text, 'utf8').digest('hex');
