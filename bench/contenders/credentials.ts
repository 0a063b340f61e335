import type { ServiceCredentials } from '../../test/harness/credentials';
import { KEY, VERSION } from '../lib/sandboxProcess';

/** The credential every node side uses: the sandbox's address and the bench key. */
export function benchCredentials(url: string): ServiceCredentials {
	return { apiKey: KEY, apiVersion: VERSION, baseUrl: url };
}
