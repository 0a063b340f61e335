import type { IDataObject } from 'n8n-workflow';

import { CHANNELS, type ChannelName } from '../../shared/channels';
import type { FailureContext } from '../../shared/transport/failureContext';
import { serviceRequest } from '../../shared/transport/serviceRequest';

type RequestContext = Parameters<typeof serviceRequest>[0];

// Email reads require a target language; the channel's own one is valid in every version and the
// variable names do not depend on it.
export async function readTemplateDetail(
	context: RequestContext,
	channelName: ChannelName,
	templateId: string,
	failureContext?: FailureContext,
): Promise<IDataObject> {
	const channel = CHANNELS[channelName];
	return await serviceRequest<IDataObject>(context, {
		path: `${channel.pathPrefix}/templates/${encodeURIComponent(templateId)}`,
		qs: channel.targetLanguageRequired
			? { targetLanguage: channel.plainTargetLanguage }
			: undefined,
		failureContext,
	});
}

export function expectedVariables(template: IDataObject): string[] {
	const compiled = template.compiled as IDataObject | undefined;
	return Array.isArray(compiled?.variables) ? compiled.variables.map(String) : [];
}
