import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { CHANNELS, type ChannelName } from '../../shared/channels';
import { decodeRecord } from '../../shared/helpers/decodeCompiledContent';
import type { DetectedEvent } from './detectChanges';
import type { PollClient } from './pollClient';
import type { TriggerSettings } from './readSettings';

/**
 * One output item: the record as the list returned it, with the same field names whatever the API
 * version (absent tags become []), plus what the event was, where, and when the poll saw it.
 */
function outputFields(settings: TriggerSettings, detected: DetectedEvent, seenAt: string): IDataObject {
	const { record, channel } = detected;
	const tags = Array.isArray(record.tags) ? record.tags : [];
	if (settings.event.record === 'draft') {
		return { ...record, tags, event: settings.event.name, channel, templateName: record.templateName ?? null, seenAt };
	}
	// From 2026.07 a template carries `channel` (the brand it belongs to); ours names the message
	// channel, so the template's own moves to `assignedChannel`, present in every version.
	const { channel: assignedChannel, ...template } = record;
	return {
		...template,
		tags,
		assignedChannel: assignedChannel ?? null,
		templateId: record.id,
		templateName: record.name,
		previousPublishedDraftId: detected.previousMarker ?? null,
		event: settings.event.name,
		channel,
		seenAt,
	};
}

/** The detail read that carries the content: the draft, or the template's published draft. */
async function readContent(client: PollClient, settings: TriggerSettings, channel: ChannelName, record: IDataObject) {
	const definition = CHANNELS[channel];
	const path =
		settings.event.record === 'draft'
			? `${definition.pathPrefix}/drafts/${encodeURIComponent(String(record.id))}`
			: `${definition.pathPrefix}/templates/${encodeURIComponent(String(record.id))}`;
	// The trigger's one target language is email's; the other channels' reads are left to their default.
	const detail = await client.get<IDataObject>(path, definition.targetLanguageRequired ? { targetLanguage: settings.targetLanguage } : {});
	return decodeRecord(detail).compiled ?? null;
}

/** The output of one poll, oldest change first; content reads happen here, before anything is saved. */
export async function eventItems(
	client: PollClient,
	settings: TriggerSettings,
	events: DetectedEvent[],
	seenAt: string,
): Promise<INodeExecutionData[]> {
	const ordered = [...events].sort((a, b) => String(a.record.updatedAt).localeCompare(String(b.record.updatedAt)));
	const items: INodeExecutionData[] = [];
	for (const detected of ordered) {
		const json = outputFields(settings, detected, seenAt);
		if (settings.includeContent) json.compiled = await readContent(client, settings, detected.channel, detected.record);
		items.push({ json });
	}
	return items;
}
