import { createRunFolder } from './temporaryFolder';

export default function globalSetup(): void {
	createRunFolder();
}
