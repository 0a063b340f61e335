/**
 * Row 5, the floor: a bare fetch loop sending one item's request at a time in each of as many
 * lanes as our node runs items at once against an account with an ample allowance, keeping every
 * answer.
 */
import { MOST_ITEMS_IN_FLIGHT } from '../../nodes/shared/transport/pacing';
import { DEMO } from '../../sandbox';
import { HEADERS } from '../lib/sandboxProcess';
import type { Side } from '../lib/side';

async function send(url: string, operation: string, index: number): Promise<unknown> {
	const template = DEMO.email.welcomeTemplate;
	const response =
		operation === 'get'
			? await fetch(`${url}/templates/${template}?targetLanguage=html`, { headers: HEADERS })
			: await fetch(`${url}/render/template/${template}`, {
					method: 'POST',
					headers: { ...HEADERS, 'content-type': 'application/json' },
					body: JSON.stringify({
						first_name: `Customer ${index + 1}`,
						account_url: 'https://acme.example/me',
					}),
				});
	if (!response.ok) throw new Error(`${operation} answered ${response.status}`);
	return await response.json();
}

export async function createSide(): Promise<Side> {
	return {
		async run({ url, operation, items }: { url: string; operation: string; items: number }) {
			const answers: unknown[] = new Array(items);
			let next = 0;
			const lane = async () => {
				while (next < items) {
					const index = next++;
					answers[index] = await send(url, operation, index);
				}
			};
			await Promise.all(Array.from({ length: MOST_ITEMS_IN_FLIGHT }, lane));
			return { items: answers.length, keep: answers };
		},
	};
}
