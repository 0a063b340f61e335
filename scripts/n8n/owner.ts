import { createRequire } from 'node:module';
import { join } from 'node:path';
import { n8nInstall } from './paths';
import { n8nRelease, type N8nVersion } from './releases';

export interface Owner {
	email: string;
	password: string;
	firstName: string;
	lastName: string;
	passwordHash: string;
}

/**
 * The local demo instance's owner, created without a sign-up form. It guards an editor bound to
 * 127.0.0.1 only, so a fixed, printed password is fine.
 */
export function demoOwner(version: N8nVersion): Owner {
	// The release's own bcrypt implementation, so the hash is one n8n accepts.
	const bcrypt = createRequire(
		join(n8nInstall(version).installDir, 'node_modules', 'n8n', 'package.json'),
	)('bcryptjs') as {
		hashSync(password: string, rounds: number): string;
	};
	const password = 'Sandbox-Owner-1';
	return {
		email: 'owner@sandbox.local',
		password,
		firstName: 'Sandbox',
		lastName: 'Owner',
		passwordHash: bcrypt.hashSync(password, 10),
	};
}

/**
 * Releases that read the owner from `N8N_INSTANCE_OWNER_*` have it at start; the others get it the
 * way the first-run form sets it up, once (a restart finds it there).
 */
export async function ensureOwner(version: N8nVersion, url: string, owner: Owner): Promise<void> {
	if (n8nRelease(version).ownerFromEnvironment) return;
	const settings = (await (await fetch(`${url}/rest/settings`)).json()) as {
		data: { userManagement: { showSetupOnFirstLoad?: boolean } };
	};
	if (!settings.data.userManagement.showSetupOnFirstLoad) return;
	const { email, firstName, lastName, password } = owner;
	const response = await fetch(`${url}/rest/owner/setup`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email, firstName, lastName, password }),
	});
	if (!response.ok)
		throw new Error(
			`Setting up n8n's owner ${email} failed: ${response.status} ${await response.text()}`,
		);
}
