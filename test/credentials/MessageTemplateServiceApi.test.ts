import { MessageTemplateServiceApi } from '../../credentials/MessageTemplateServiceApi.credentials';
import { createCredentialTest } from '../../nodes/shared/methods/credentialTest';
import { API_VERSIONS, type ApiVersion } from '../../nodes/shared/versions';
import { connectionFailures, useBadAddresses } from '../harness/badAddresses';
import { PACKAGE_NODES, credentialTestOf, testCredential } from '../harness/credentialTest';
import { useSandbox } from '../harness/sandbox';

const sandbox = useSandbox();
const bad = useBadAddresses();
const credentialType = new MessageTemplateServiceApi();

describe('Message Template Service API credential', () => {
	it('offers every API version, newest first, defaulting to 2026.07', () => {
		const version = credentialType.properties.find(({ name }) => name === 'apiVersion');
		expect(
			version?.options?.map((option) => ('value' in option ? option.value : undefined)),
		).toEqual([...API_VERSIONS].reverse());
		expect(version?.default).toBe('2026.07');
	});

	it('keeps the API key in a password field', () => {
		const apiKey = credentialType.properties.find(({ name }) => name === 'apiKey');
		expect(apiKey?.typeOptions?.password).toBe(true);
	});

	it('describes every field and gives each a placeholder or a default, the sandbox address among the examples', () => {
		for (const field of credentialType.properties) {
			expect(field.description).toMatch(/\.$/);
			expect(field.placeholder || field.default).toBeTruthy();
		}
		const baseUrl = credentialType.properties.find(({ name }) => name === 'baseUrl');
		expect(baseUrl?.placeholder).toBe('e.g. https://api.example.com');
		expect(baseUrl?.description).toContain('http://127.0.0.1:4010');
	});

	it("is tested by every node's credential test method, which n8n runs in place of a declarative test", () => {
		expect(credentialType).not.toHaveProperty('test');
		for (const node of PACKAGE_NODES) {
			expect(node.description.credentials).toEqual([
				{
					name: 'messageTemplateServiceApi',
					required: true,
					testedBy: 'messageTemplateServiceApiTest',
				},
			]);
			expect(node.methods?.credentialTest?.messageTemplateServiceApiTest).toBe(credentialTestOf());
		}
	});

	it('sends the key as a Bearer token and the version in Accept', async () => {
		const options = await credentialType.authenticate(
			{ apiKey: 'k-1', apiVersion: '2025.05v2', baseUrl: 'http://x' },
			{ url: '/workspaces', headers: { 'X-Other': '1' } },
		);
		expect(options.headers).toEqual({
			'X-Other': '1',
			Authorization: 'Bearer k-1',
			Accept: 'application/vnd.service.2025.05v2+json',
		});
	});

	it('keeps an Accept header the request already has (the POT download)', async () => {
		const options = await credentialType.authenticate(
			{ apiKey: 'k-1', apiVersion: '2026.07', baseUrl: 'http://x' },
			{
				url: '/drafts/tdft_1/localizationKeys',
				headers: { accept: 'text/vnd.service.2026.07+x-gettext-translation' },
			},
		);
		expect(options.headers).toEqual({
			accept: 'text/vnd.service.2026.07+x-gettext-translation',
			Authorization: 'Bearer k-1',
		});
	});

	describe("test (GET /templates under the credential's version)", () => {
		it('passes with the right key', async () => {
			expect(await testCredential(sandbox.credentials())).toEqual({
				status: 'OK',
				message: 'The service accepted the API key and the API version.',
			});
		});

		it.each(['', '/', '//'])('accepts a base URL ending in "%s"', async (ending) => {
			const credentials = sandbox.credentials();
			expect(
				await testCredential({ ...credentials, baseUrl: `${credentials.baseUrl}${ending}` }),
			).toMatchObject({
				status: 'OK',
			});
		});

		it("fails with the service's own message and the fix for a wrong key, without showing the key", async () => {
			const { body } = await sandbox.api<{ message: string }>('GET', '/workspaces', {
				headers: { Authorization: 'Bearer wrong-key-42' },
			});
			const result = await testCredential(
				sandbox.credentials(undefined, { apiKey: 'wrong-key-42' }),
			);
			expect(result).toEqual({
				status: 'Error',
				message: `The service did not accept the API key. Service message: ${body.message}. Check the 'API Key' in the Message Template Service API credential.`,
			});
			expect(result.message).not.toContain('wrong-key-42');
		});

		it.each(['2019.03', '2023.03', '2026.06'] as const)(
			'proves the key under its own version, %s, with a list every version has',
			async (version) => {
				await sandbox.clearRequests();
				expect(await testCredential(sandbox.credentials(version))).toMatchObject({ status: 'OK' });
				const [request] = await sandbox.requests();
				expect(`${request.method} ${request.path}`).toBe('GET /templates');
			},
		);

		it('fails for an API version the service does not know, saying which and what to do', async () => {
			// Deliberate: the request asks for a version the vendor's document does not have.
			sandbox.expectViolations({ status: 400, side: 'request', place: 'header.Accept' });
			const result = await testCredential({
				...sandbox.credentials(),
				apiVersion: '2027.01' as ApiVersion,
			});
			expect(result.status).toBe('Error');
			expect(result.message).toMatch(
				/^The service did not accept the media type the request asked for, application\/vnd\.service\.2027\.01\+json\. Service message: .+ names no supported API version.+\. Check 'API Version' in the Message Template Service API credential \(the newest the package knows is 2026\.07\), and 'Media Type Name' there: .+$/,
			);
		});

		it('says when the Base URL answers but is not the service', async () => {
			const result = await testCredential(
				sandbox.credentials(undefined, { baseUrl: `${sandbox.url}/_sandbox` }),
			);
			expect(result.status).toBe('Error');
			expect(result.message).toMatch(
				/^The service found nothing at this address\. .*Check that the 'Base URL' .* points at the service, including any path after the host\.$/,
			);
		});

		it('says when the Base URL answers, but not like the service', async () => {
			const address = bad.notTls.replace('https:', 'http:');
			const result = await testCredential(sandbox.credentials(undefined, { baseUrl: address }));
			expect(result).toEqual({
				status: 'Error',
				message: `${address} answered, but not like the Message Template Service. Check the 'Base URL', including any path after the host: it should be the address your account's API documentation gives.`,
			});
		});

		it('says that a Base URL without a scheme has none, and how to write it', async () => {
			expect(
				await testCredential(sandbox.credentials(undefined, { baseUrl: '127.0.0.1:4010' })),
			).toEqual({
				status: 'Error',
				message:
					"The 'Base URL' has no scheme. Start it with https://, or http:// for a local service, such as https://api.example.com or http://127.0.0.1:4010 for the local sandbox, in the Message Template Service API credential.",
			});
		});
	});

	describe('test against a Base URL that cannot answer: what happened, the address and the fix, never the key', () => {
		const withBaseUrl = (baseUrl: string) =>
			sandbox.credentials(undefined, { apiKey: 'key-never-shown', baseUrl });
		// The dialog's own wait is ten seconds; the cases' is short, since running out is the failure.
		const cases = connectionFailures(bad, {
			refused: "Check the scheme, host and port of the 'Base URL'",
			unresolved: "Check the spelling of the 'Base URL'",
			silent:
				"Check that the 'Base URL' in the Message Template Service API credential points at the Message Template Service and that the service is up; a firewall that drops the connection looks the same. The editor's lists and the credential test wait this long at most.",
			notTls: 'the local sandbox uses http://',
		});

		it.each(cases)('$what', async ({ baseUrl, timeout, message, fix }) => {
			const address = baseUrl();
			const result = await testCredential(
				withBaseUrl(`${address}/`),
				createCredentialTest(timeout),
			);
			expect(result.status).toBe('Error');
			expect(result.message.startsWith(`${message(address)} `)).toBe(true);
			expect(result.message).toContain(fix);
			expect(result.message).toMatch(/Connection code: [A-Z_]+\.$/);
			expect(result.message).not.toContain('key-never-shown');
		});
	});
});
