import { MessageWorkspaces } from '../../../nodes/MessageWorkspaces/MessageWorkspaces.node';
import { nodeRuns } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';

interface Page<T> {
	data: T[];
	cursor: { next?: string; hasMore: boolean };
}
export interface Folder {
	id: string;
	name: string;
	subfolders?: Folder[];
}

/** The test file's sandbox, the node's runs against it, and the workspaces the service has. */
export function useWorkspacesOnSandbox() {
	const sandbox = useSandbox();

	async function allWorkspaces() {
		const { body } = await sandbox.api<Page<Folder>>('GET', '/workspaces');
		return body.data;
	}

	return { sandbox, allWorkspaces, ...nodeRuns(new MessageWorkspaces(), sandbox) };
}
