import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { CHANNELS, type ChannelName, isChannelName } from '../../shared/channels';
import { checkOptionalId } from '../../shared/routing/checkId';
import { requireFeatureFor } from '../../shared/routing/requireFeature';
import { getApiVersion } from '../../shared/transport/connection';
import {
	type ApiVersion,
	FEATURES,
	acceptsTargetLanguage,
	channelAvailable,
	channelFeature,
	hasFeature,
	targetLanguagesFor,
} from '../../shared/versions';
import { type TriggerEventName, WATCHED_EVENTS, type WatchedEvent } from '../events';

export interface TriggerSettings {
	event: WatchedEvent;
	channels: ChannelName[];
	version: ApiVersion;
	templateId?: string;
	folderId?: string;
	tagIds: string[];
	includeExisting: boolean;
	includeContent: boolean;
	targetLanguage: string;
}

function optionalId(
	context: IPollFunctions,
	parameter: 'templateId' | 'folderId',
	label: string,
): string | undefined {
	return checkOptionalId(
		context,
		parameter,
		context.getNodeParameter(parameter, '', { extractValue: true }),
		{
			fix:
				`Pick a ${label} from the list, enter its id, or clear the field to watch every ` +
				`${label}.`,
		},
	);
}

// Whatever cannot work fails here, at activation, with the version it needs.
export async function readSettings(context: IPollFunctions): Promise<TriggerSettings> {
	const node = context.getNode();
	const version = await getApiVersion(context);
	if (!hasFeature(version, 'draftMetadata')) {
		throw new NodeOperationError(
			node,
			`Message Drafts Trigger needs API version ${FEATURES.draftMetadata.since} or newer; ` +
				`the credential uses ${version}.`,
			{
				description:
					"The trigger reads each draft's status, which the service sends from API version " +
					`${FEATURES.draftMetadata.since}. Choose a newer 'API Version' in the Message ` +
					'Template Service API credential.',
			},
		);
	}

	const eventName = context.getNodeParameter('event', 'draftSubmitted') as TriggerEventName;
	const event = WATCHED_EVENTS[eventName];
	if (!event) {
		throw new NodeOperationError(
			node,
			`Event "${String(eventName)}" is not an event this trigger watches.`,
			{
				description: "Choose one of the events in the 'Event' field.",
			},
		);
	}

	const chosen = context.getNodeParameter('channels', []) as unknown[];
	const channels = [...new Set(chosen)].filter(isChannelName);
	if (channels.length === 0 || channels.length !== new Set(chosen).size) {
		throw new NodeOperationError(
			node,
			'Channels must name at least one of Email, SMS, Push, Voice and Live Activity.',
			{
				description: "Choose the channels to watch in the 'Channels' field.",
			},
		);
	}
	const missing = channels.filter((channel) => !channelAvailable(channel, version));
	if (missing.length > 0) {
		const names = missing.map((channel) => CHANNELS[channel].displayName).join(', ');
		const since = FEATURES[channelFeature(missing[0])].since;
		throw new NodeOperationError(
			node,
			`API version ${version} has no ${names} drafts or templates: they come with API ` +
				`version ${since}.`,
			{
				description:
					`Remove ${names} from 'Channels', or choose API version ${since} or newer in the ` +
					'credential.',
			},
		);
	}

	const tagIds = (context.getNodeParameter('tagIds', []) as unknown[])
		.map(String)
		.filter((id) => id !== '');
	if (tagIds.length > 0) requireFeatureFor(context, version, 'tags');

	const options = context.getNodeParameter('options', {}) as IDataObject;
	const includeContent = options.includeContent === true;
	const targetLanguage =
		typeof options.targetLanguage === 'string' && options.targetLanguage
			? options.targetLanguage
			: 'html';
	if (
		includeContent &&
		channels.includes('email') &&
		!acceptsTargetLanguage('email', version, targetLanguage)
	) {
		throw new NodeOperationError(
			node,
			`Email Target Language "${targetLanguage}" is not available in API version ${version}.`,
			{ description: `Choose one of: ${targetLanguagesFor('email', version).join(', ')}.` },
		);
	}

	return {
		event,
		channels,
		version,
		templateId: optionalId(context, 'templateId', 'template'),
		folderId: optionalId(context, 'folderId', 'workspace or folder'),
		tagIds,
		includeExisting: options.includeExisting === true,
		includeContent,
		targetLanguage,
	};
}
