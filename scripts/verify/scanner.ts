import { describeLeg, scanSource, scanTarball } from '../scan/scanner';
import type { PackageUnderCheck } from './packageUnderCheck';

/** n8n's scanner, offline: its lint over the source tree and over the packed tarball. */
export async function scannerPasses({ root, packed }: PackageUnderCheck): Promise<string[]> {
	const legs = [await scanSource(root), await scanTarball(packed.tarball)];
	return legs.filter(({ passed }) => !passed).map(describeLeg);
}
