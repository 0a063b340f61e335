/** The channel table's target languages for 2026.06 are the vendor document's, on every operation. */
import { CHANNELS } from '../../../nodes/shared/channels';
import { targetLanguagesFor } from '../../../nodes/shared/versions';
import { defaultDocumentPath } from '../../../sandbox/contract';
import { readDocument } from '../../../sandbox/contract/document';
import { OperationIndex } from '../../../sandbox/contract/operations';
import { channelOf } from '../../../sandbox/contract/version-gates';

const operations = new OperationIndex(readDocument(defaultDocumentPath())).operations.flatMap(
	(operation) => {
		const parameter = operation.parameters.find(
			({ name, in: where }) => name === 'targetLanguage' && where === 'query',
		);
		const { channel } = channelOf(operation.template);
		return parameter && channel
			? [
					{
						operationId: operation.operationId,
						channel,
						required: parameter.required,
						values: parameter.schema?.value.enum as string[],
					},
				]
			: [];
	},
);

describe('target languages of version 2026.06', () => {
	it('finds the parameter on the reads of every channel', () => {
		expect(new Set(operations.map(({ channel }) => channel))).toEqual(
			new Set(['email', 'sms', 'push', 'voice', 'liveactivity']),
		);
	});

	it.each(operations)(
		'$operationId ($channel) lists what the channel table gives',
		({ channel, values }) => {
			expect([...targetLanguagesFor(channel, '2026.06')].sort()).toEqual([...values].sort());
		},
	);

	it.each(operations)(
		'$operationId ($channel) requires it exactly where the table does',
		({ channel, required }) => {
			expect(required).toBe(CHANNELS[channel].targetLanguageRequired);
		},
	);
});
