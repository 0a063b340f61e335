/** The workflows the demo imports into n8n. */
import { example, type ExampleWorkflow } from '../n8n/examples';
import { replaceSlackPost, replaceSlackWithWait } from '../n8n/slackStandIns';

/** The Slack approval example, its Slack steps stood in for. */
export function approvalWorkflow(): ExampleWorkflow {
	const workflow = replaceSlackPost(
		replaceSlackWithWait(example('Message drafts: approve in Slack'), 'Ask in Slack'),
		'Tell the reviewer',
	);
	return { ...workflow, name: 'Approve in Slack (Slack stood in for)' };
}

/** A manual workflow whose one step submits the draft, as a template editor would in the service. */
export function submitWorkflow(draftId: string): ExampleWorkflow {
	return {
		name: 'Submit the Welcome email redesign',
		settings: { executionOrder: 'v1' },
		nodes: [
			{
				name: 'Submit',
				type: 'n8n-nodes-base.manualTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {},
			},
			{
				name: 'Submit for approval',
				type: 'n8n-nodes-message-templates.messageDrafts',
				typeVersion: 1,
				position: [220, 0],
				parameters: {
					resource: 'draft',
					operation: 'submitForApproval',
					channel: 'email',
					draftId: { __rl: true, mode: 'id', value: draftId },
				},
				credentials: { messageTemplateServiceApi: { id: '', name: '' } },
			},
		],
		connections: {
			Submit: { main: [[{ node: 'Submit for approval', type: 'main', index: 0 }]] },
		},
	};
}
