import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface RegistryProxy {
	/** What the n8n process is started with, for its own requests: the proxy and the authority it trusts. */
	n8nSettings: NodeJS.ProcessEnv;
	/**
	 * The same for the npm that n8n runs, as the `.npmrc` of its community nodes folder: n8n 1.x runs
	 * some npm commands with an environment of its own making, so npm must find it in a file.
	 */
	npmConfig: string;
	stop(): Promise<void>;
}

const registryHost = 'registry.npmjs.org';

/**
 * A certificate authority made for this run, and a certificate of the registry's host signed by it:
 * n8n and the npm it runs trust this authority only for the run, through their settings.
 */
function certificates(folder: string): { authority: string; key: Buffer; cert: Buffer } {
	mkdirSync(folder, { recursive: true });
	const file = (name: string) => join(folder, name);
	const openssl = (args: string[]) =>
		execFileSync('openssl', args, { cwd: folder, stdio: 'ignore' });
	const newKey = (name: string) => [
		'-newkey',
		'rsa:2048',
		'-nodes',
		'-keyout',
		file(`${name}.key`),
	];
	openssl([
		'req',
		'-x509',
		...newKey('authority'),
		'-days',
		'2',
		'-subj',
		'/CN=message-templates e2e authority',
		'-out',
		file('authority.pem'),
	]);
	openssl([
		'req',
		...newKey('registry'),
		'-subj',
		`/CN=${registryHost}`,
		'-out',
		file('registry.csr'),
	]);
	writeFileSync(
		file('registry.ext'),
		`subjectAltName=DNS:${registryHost}\nextendedKeyUsage=serverAuth\n`,
	);
	const signer = [
		'-CA',
		file('authority.pem'),
		'-CAkey',
		file('authority.key'),
		'-set_serial',
		'1',
	];
	openssl([
		'x509',
		'-req',
		'-in',
		file('registry.csr'),
		...signer,
		'-days',
		'2',
		'-extfile',
		file('registry.ext'),
		'-out',
		file('registry.pem'),
	]);
	return {
		authority: file('authority.pem'),
		key: readFileSync(file('registry.key')),
		cert: readFileSync(file('registry.pem')),
	};
}

function listen(server: http.Server): Promise<number> {
	return new Promise((resolveListen) =>
		server.listen(0, '127.0.0.1', () => resolveListen((server.address() as AddressInfo).port)),
	);
}

/**
 * An HTTPS proxy for n8n that answers for the public npm registry with the local one. n8n installs
 * community packages from a registry other than npm's only with its enterprise licence
 * (`N8N_COMMUNITY_PACKAGES_REGISTRY` is a licensed feature), so the unlicensed n8n of the tests asks
 * npm's own address, as a user's n8n does, and reaches it through a proxy (`HTTPS_PROXY`) that it
 * trusts (`NODE_EXTRA_CA_CERTS`, npm's `cafile`): a company proxy set up the usual way.
 */
export async function startRegistryProxy(
	folder: string,
	registryUrl: string,
): Promise<RegistryProxy> {
	const { authority, key, cert } = certificates(join(folder, 'certificates'));
	const target = new URL(registryUrl);
	// Decrypts what n8n sends to the registry and passes it to the local one, as is.
	const registry = https.createServer({ key, cert }, (request, response) => {
		const headers = { ...request.headers, host: registryHost, 'x-forwarded-proto': 'https' };
		const forwarded = http.request(
			{
				host: target.hostname,
				port: target.port,
				method: request.method,
				path: request.url,
				headers,
			},
			(answer) => {
				response.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(response);
			},
		);
		forwarded.on('error', (error) => response.destroy(error));
		request.pipe(forwarded);
	});
	// Anything else n8n asks for (its package-status service) is refused: the machine has no network.
	const proxy = http.createServer((_request, response) => response.writeHead(403).end());
	proxy.on('connect', (request: http.IncomingMessage, socket) => {
		if (request.url !== `${registryHost}:443`) {
			socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
			return;
		}
		socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
		registry.emit('connection', socket);
	});
	const port = await listen(proxy);
	const proxyUrl = `http://127.0.0.1:${port}`;
	return {
		n8nSettings: {
			HTTPS_PROXY: proxyUrl,
			HTTP_PROXY: proxyUrl,
			// The sandbox, the registry itself and n8n's own task broker are on this machine.
			NO_PROXY: '127.0.0.1,localhost',
			NODE_EXTRA_CA_CERTS: authority,
		},
		// npm's cache stays with the test, away from the user's.
		npmConfig: [
			`https-proxy=${proxyUrl}`,
			`cafile=${authority}`,
			`cache=${join(folder, 'npm-cache')}`,
			'',
		].join('\n'),
		stop: async () => {
			proxy.closeAllConnections();
			registry.closeAllConnections();
			await new Promise((resolveClose) => proxy.close(resolveClose));
		},
	};
}
