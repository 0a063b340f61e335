import { createRequire } from 'node:module';
import { join } from 'node:path';
import { installDir } from './paths';

export interface Owner {
	email: string;
	password: string;
	firstName: string;
	lastName: string;
	passwordHash: string;
}

/**
 * The local demo instance's owner, created by n8n from the environment so nobody fills in a
 * sign-up form. It guards an editor bound to 127.0.0.1 only, so a fixed, printed password is fine.
 */
export function demoOwner(): Owner {
	// n8n's own bcrypt implementation, so the hash is one n8n accepts.
	const bcrypt = createRequire(join(installDir, 'node_modules', 'n8n', 'package.json'))('bcryptjs') as {
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
