import { MessageTemplateServiceApi } from '../../credentials/MessageTemplateServiceApi.credentials';
import { API_VERSIONS } from '../../nodes/shared/versions';
import { testCredential } from '../harness/credentialTest';
import { useSandbox } from '../harness/sandbox';

const sandbox = useSandbox();
const credentialType = new MessageTemplateServiceApi();

describe('Message Template Service API credential', () => {
	it('offers every API version, newest first, defaulting to 2026.07', () => {
		const version = credentialType.properties.find(({ name }) => name === 'apiVersion');
		expect(version?.options?.map((option) => ('value' in option ? option.value : undefined))).toEqual(
			[...API_VERSIONS].reverse(),
		);
		expect(version?.default).toBe('2026.07');
	});

	it('keeps the API key in a password field', () => {
		const apiKey = credentialType.properties.find(({ name }) => name === 'apiKey');
		expect(apiKey?.typeOptions?.password).toBe(true);
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
			{ url: '/drafts/tdft_1/localizationKeys', headers: { accept: 'text/vnd.service.2026.07+x-gettext-translation' } },
		);
		expect(options.headers).toEqual({
			accept: 'text/vnd.service.2026.07+x-gettext-translation',
			Authorization: 'Bearer k-1',
		});
	});

	describe('test request (GET /workspaces)', () => {
		it('passes with the right key', async () => {
			expect(await testCredential(sandbox.credentials())).toEqual({
				status: 'OK',
				message: 'Connection successful!',
			});
		});

		it.each(['', '/', '//'])('accepts a base URL ending in "%s"', async (ending) => {
			const credentials = sandbox.credentials();
			expect(await testCredential({ ...credentials, baseUrl: `${credentials.baseUrl}${ending}` })).toMatchObject({
				status: 'OK',
			});
		});

		it("fails with the service's own message for a wrong key, without showing the key", async () => {
			const { body } = await sandbox.api<{ message: string }>('GET', '/workspaces', {
				headers: { Authorization: 'Bearer wrong-key-42' },
			});
			const result = await testCredential(sandbox.credentials(undefined, { apiKey: 'wrong-key-42' }));
			expect(result).toEqual({ status: 'Error', message: body.message });
			expect(result.message).not.toContain('wrong-key-42');
		});

		it('proves the key under versions older than the workspaces endpoint too', async () => {
			expect(await testCredential(sandbox.credentials('2019.03'))).toMatchObject({ status: 'OK' });
		});
	});
});
