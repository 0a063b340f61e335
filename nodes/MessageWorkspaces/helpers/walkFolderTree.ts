import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { pathStep } from '../../shared/routing/checkId';
import { createReadLimiter } from '../../shared/transport/concurrency';
import { serviceRequest } from '../../shared/transport/serviceRequest';

interface Folder extends IDataObject {
	id: string;
	subfolders?: Folder[];
}

// The service gives one level of subfolders per read, so the levels are read and stitched together.
export async function walkFolderTree(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const root = items[0]?.json as Folder | undefined;
	if (!root?.id) return items;
	const run = createReadLimiter();
	const expand = async (
		folder: Folder,
		depth: number,
		parentId: string | null,
	): Promise<Folder> => {
		const detail =
			folder === root
				? root
				: await run(
						async () =>
							await serviceRequest<Folder>(this, {
								path: `/workspaces/${pathStep(this, folder.id, 'a subfolder')}`,
							}),
					);
		const subfolders = await Promise.all(
			(detail.subfolders ?? []).map(async (child) => await expand(child, depth + 1, detail.id)),
		);
		return { ...detail, depth, parentId, subfolders };
	};
	const tree = await expand(root, 0, null);

	if (this.getNodeParameter('output', 'folders') === 'tree') return [{ json: tree }];
	const flatten = (folder: Folder): IDataObject[] => {
		const { subfolders = [], ...rest } = folder;
		return [
			{ ...rest, subfolderIds: subfolders.map(({ id }) => id) },
			...subfolders.flatMap(flatten),
		];
	};
	return flatten(tree).map((json) => ({ json }));
}
