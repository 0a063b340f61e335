/**
 * `--generate templates=N,drafts=M`: the demo account plus N published email templates and M more
 * drafts, for benchmarks. Built in one pass with shared content, so 100,000 items take seconds.
 */
import { AccountBuilder } from './seed/account-builder';
import { contentFor } from './seed/content-factory';
import { DEMO, demoAccount } from './seed/demo-account';
import type { Template } from './store/model';

export interface GenerateOptions {
	templates: number;
	drafts: number;
}

export function generatedAccount(options: GenerateOptions): ReturnType<typeof demoAccount> {
	const account = new AccountBuilder('2025-03-01T00:00:00Z', 1, demoAccount());
	const folders = Object.values(DEMO.folders)
		.map((id) => account.store.folders.get(id))
		.filter((folder) => folder !== undefined);
	// Generated drafts never change their content, so one object serves them all.
	const content = contentFor('email', {
		subject: 'Generated message for %(first_name)s',
		heading: 'Hello %(first_name)s',
		paragraphs: ['This template was generated for a benchmark.'],
	});
	const generated: Template[] = [];
	for (let index = 0; index < options.templates; index++) {
		const template = account.template({
			channel: 'email',
			name: `Generated template ${index + 1}`,
			description: 'Synthetic template',
			folder: folders[index % folders.length],
		});
		account.publish(
			template,
			account.draft({ template, name: `Generated template ${index + 1} v1`, content }),
		);
		generated.push(template);
	}
	const parents =
		generated.length > 0
			? generated
			: [account.store.templates.get(DEMO.email.welcomeTemplate) as Template];
	for (let index = 0; index < options.drafts; index++) {
		account.draft({
			template: parents[index % parents.length],
			name: `Generated draft ${index + 1}`,
			content,
		});
	}
	return account.build();
}

/** Parses `templates=N,drafts=M`; either part may be left out. */
export function parseGenerateOption(value: string): GenerateOptions {
	const options: GenerateOptions = { templates: 0, drafts: 0 };
	for (const part of value.split(',')) {
		const match = /^(templates|drafts)=(\d+)$/.exec(part.trim());
		if (!match) throw new Error(`--generate takes templates=N,drafts=M; "${part}" is neither`);
		options[match[1] as keyof GenerateOptions] = Number(match[2]);
	}
	return options;
}
