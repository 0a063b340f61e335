/** What shapes a response: the requested version and the account it reads from. */
import type { Store } from '../store/store';
import type { ApiContext } from '../versioning';

export interface View {
	api: ApiContext;
	store: Store;
}
