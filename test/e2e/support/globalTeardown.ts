import { running } from './running';

export default async function globalTeardown(): Promise<void> {
	await running.n8n?.stop();
	await running.sandbox?.close();
}
