import { removeRunFolder } from './temporaryFolder';

export default function globalTeardown(): void {
	removeRunFolder();
}
