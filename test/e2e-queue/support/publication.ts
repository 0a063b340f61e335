import type { N8nClient } from '../../../scripts/n8n/n8nClient';
import { waitFor } from '../../harness/waitFor';

/** What n8n's publication service says of a workflow: the truth its public API's `active` may not tell. */
export interface PublicationStatus {
	status: 'not_published' | 'in_progress' | 'published' | 'partial' | 'failed';
	triggers: Array<{ nodeId: string; status: string; errorMessage: string | null }>;
}

export async function publicationStatus(
	client: N8nClient,
	workflowId: string,
): Promise<PublicationStatus> {
	return await client.rest<PublicationStatus>('GET', `/workflows/${workflowId}/publication-status`);
}

const settled = ({ status }: PublicationStatus) =>
	['published', 'partial', 'failed'].includes(status);

/**
 * Publishes a workflow and waits for n8n to settle the publication: the public API answers at once,
 * then the publication service runs the first poll, trying it again for about 20 s before it gives up.
 */
export async function publish(client: N8nClient, workflowId: string): Promise<PublicationStatus> {
	await client.api('POST', `/workflows/${workflowId}/activate`);
	return await waitFor(
		`n8n to settle the publication of workflow ${workflowId}`,
		async () => await publicationStatus(client, workflowId),
		settled,
		{
			timeoutMs: 180_000,
		},
	);
}
