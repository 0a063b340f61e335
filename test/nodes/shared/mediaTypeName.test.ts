/**
 * A deployment whose media types carry another name than the interface's (`vnd.acme` for
 * `vnd.service`): the sandbox started that way refuses the default, the credential test and every
 * node say so and name Media Type Name, and once it is set everything works, POT files included.
 */
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { describeFailure } from '../../../nodes/shared/transport/failureWording';
import { DEMO } from '../../../sandbox';
import { testCredential } from '../../harness/credentialTest';
import { nodeRuns } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';
import { draftParent, nodeType as localizations } from '../MessageLocalizations/helpers';

// The vendor's document names its media types vnd.service: a renamed deployment is outside it.
const sandbox = useSandbox({ mediaTypeName: 'acme', contract: undefined });
const templates = nodeRuns(new MessageTemplates(), sandbox);
const keys = nodeRuns(localizations, sandbox);
const acme = () => sandbox.credentials(undefined, { mediaTypeName: 'acme' });

const REFUSED =
	/^The service did not accept the media type the request asked for(, application\/vnd\.service\.2026\.07\+json)?\.$/;

beforeEach(async () => {
	await sandbox.clearRequests();
});

describe('Media Type Name', () => {
	it('the credential test names the field when the service refuses the media type, and passes once it is set', async () => {
		const refused = await testCredential(sandbox.credentials());
		expect(refused.status).toBe('Error');
		expect(refused.message).toMatch(
			/^The service did not accept the media type the request asked for, application\/vnd\.service\.2026\.07\+json\. Service message: .*vnd\.acme\.<version>\+json.*Check 'API Version' in the Message Template Service API credential .*, and 'Media Type Name' there/,
		);
		expect(await testCredential(acme())).toMatchObject({ status: 'OK' });
		expect((await sandbox.requests()).map(({ status }) => status)).toEqual([400, 200]);
	});

	it('every node says so too, and reads once the field is set', async () => {
		const parameters = { resource: 'template', operation: 'getAll', limit: 2 };
		const error = await templates.runError(parameters);
		expect(error.message).toMatch(REFUSED);
		expect(error.description).toContain(
			"Check 'API Version' in the Message Template Service API credential",
		);
		expect(error.description).toContain("and 'Media Type Name' there");
		expect(await templates.runJson(parameters, { credentials: acme() })).toHaveLength(2);
	});

	it('asks for POT files in the gettext type of the same name', async () => {
		const draftId = DEMO.email.welcomePublishedDraft;
		const [[item]] = await keys.run(
			{
				resource: 'localizationKey',
				operation: 'getAll',
				...draftParent(draftId),
				keysOutput: 'potFile',
			},
			{ credentials: acme() },
		);
		const pot = Buffer.from(String(item.binary?.data?.data), 'base64').toString('utf8');
		expect(pot).toContain('msgid "Welcome, %(first_name)s!"');
		const [request] = await sandbox.requests();
		expect(request.status).toBe(200);
	});

	it('stops before sending anything when the name cannot stand in a media type', async () => {
		for (const name of ['acme corp', 'acme/json', 'ac\r\nme', '-acme']) {
			const failed = await templates.runError(
				{ resource: 'template', operation: 'getAll', limit: 2 },
				{ credentials: sandbox.credentials(undefined, { mediaTypeName: name }) },
			);
			expect(failed.message).toMatch(/^Media Type Name ".*" cannot stand in a media type\.$/s);
			expect(failed.description).toMatch(/letters, digits and hyphens/);
			const tested = await testCredential(sandbox.credentials(undefined, { mediaTypeName: name }));
			expect(tested.status).toBe('Error');
		}
		expect(await sandbox.requests()).toEqual([]);
	});

	it('reads a 406 or a 415 as a refused media type, whatever the message', () => {
		for (const status of [406, 415]) {
			const { message, description } = describeFailure({ status, body: { message: 'Nope' } });
			expect(message).toBe(
				`The service did not accept the media type the request asked for (HTTP ${status}).`,
			);
			expect(description).toContain('Media Type Name');
		}
	});
});
