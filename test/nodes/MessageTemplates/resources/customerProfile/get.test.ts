import { DEMO } from '../../../../../sandbox';
import { byId, useTemplatesOnSandbox } from '../../support';

const { run } = useTemplatesOnSandbox();

describe('Message Templates: Customer Profile Get', () => {
	it('reads a profile with its data', async () => {
		const [profile] = await run({
			resource: 'customerProfile',
			operation: 'get',
			customerProfileId: byId(DEMO.customerProfiles.support),
		});
		expect(profile).toMatchObject({
			id: DEMO.customerProfiles.support,
			name: 'Support hours',
			dataContent: { hours: { weekdays: '9:00-18:00', weekend: 'closed' } },
		});
	});
});
