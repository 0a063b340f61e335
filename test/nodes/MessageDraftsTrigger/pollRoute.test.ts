/**
 * A poll reads in one screen, and its way through the code stays short: `npm run route` follows
 * poll() call by call and counts the files it enters and its returns to a file it had left. The
 * bounds are what issue 55 reached; before, poll() had 63 lines, and it entered 38 files with 86
 * returns (35 and 91 before the restructuring that issue followed).
 */
import { join } from 'node:path';

import { routeOf } from '../../../scripts/route/callRoute';

const root = join(__dirname, '../../..');

describe("The Message Drafts Trigger's poll", () => {
	const route = routeOf(
		root,
		'nodes/MessageDraftsTrigger/MessageDraftsTrigger.node.ts',
		'MessageDraftsTrigger.poll',
	);

	it('reads in one screen: 40 lines or fewer', () => {
		expect(route.lines).toBeLessThanOrEqual(40);
	});

	it('enters at most 32 files, and returns at most 78 times to a file it had left', () => {
		// The route reaches every step of a poll, so a walk that lost its way cannot pass.
		expect(route.files).toEqual(
			expect.arrayContaining([
				'nodes/MessageDraftsTrigger/helpers/pollRun.ts',
				'nodes/MessageDraftsTrigger/helpers/readSettings.ts',
				'nodes/MessageDraftsTrigger/helpers/fetchTestEvent.ts',
				'nodes/MessageDraftsTrigger/helpers/triggerState.ts',
				'nodes/MessageDraftsTrigger/helpers/detectEvents.ts',
				'nodes/MessageDraftsTrigger/helpers/eventItems.ts',
				'nodes/shared/transport/serviceRequest.ts',
			]),
		);
		expect(route.files.length).toBeLessThanOrEqual(32);
		expect(route.returns).toBeLessThanOrEqual(78);
	});
});
