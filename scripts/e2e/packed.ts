import type { Packed } from '../package/buildAndPack';

/**
 * Names the tarball that `npm run test:e2e:stages` built once for all its stages; a stage run on
 * its own builds and packs the package itself.
 */
export const packedVariable = 'MESSAGE_TEMPLATES_PACKED';

export function prebuiltPackage(env: NodeJS.ProcessEnv = process.env): Packed | undefined {
	const value = env[packedVariable];
	return value ? (JSON.parse(value) as Packed) : undefined;
}
