/**
 * The built-in demo account: what a workflow meets in a real account. Notable ids are fixed and
 * exported as DEMO so tests and users can name them; the bulk gets ordinary generated ids.
 */
import { CHANNEL_NAMES, type ChannelName } from '../../nodes/shared/channels';
import type { State } from '../store/model';
import { AccountBuilder, type LanguageSeed } from './account-builder';
import { contentFor, type Phrases, translationsFor } from './content-factory';

export const DEMO = {
	workspaces: { marketing: 'fdr_marketing', product: 'fdr_product', support: 'fdr_support' },
	folders: {
		newsletters: 'fdr_newsletters',
		newsletters2025: 'fdr_newsletters_2025',
		promotions: 'fdr_promotions',
		onboarding: 'fdr_onboarding',
		notifications: 'fdr_notifications',
		security: 'fdr_security',
		tickets: 'fdr_tickets',
	},
	tags: {
		seasonal: 'tag_seasonal',
		transactional: 'tag_transactional',
		legalReview: 'tag_legal_review',
		footer: 'tag_footer',
		retired: 'tag_retired',
	},
	themes: { classic: 'thm_classic', midnight: 'thm_midnight', holiday: 'thm_holiday' },
	customerProfiles: {
		global: 'dat_global',
		marketing: 'dat_marketing_defaults',
		support: 'dat_support_hours',
	},
	blocks: { footer: 'blk_footer', header: 'blk_header', legal: 'blk_legal' },
	email: {
		/** Published, localized in fr-FR, de-DE and es-ES, variables first_name and account_url, with a channel. */
		welcomeTemplate: 'tem_welcome',
		welcomePublishedDraft: 'tdft_welcome_v1',
		/** PENDING_APPROVAL, needs two approvals. */
		welcomeRedesignDraft: 'tdft_welcome_v2',
		/** Published, no `channel`, localized in fr-FR, de-DE and zh-Hans-CN (a language id with a script). */
		orderTemplate: 'tem_order_confirmation',
		orderPublishedDraft: 'tdft_order_v1',
		/** PENDING_APPROVAL, needs one approval. */
		orderReviewDraft: 'tdft_order_v2',
		passwordTemplate: 'tem_password_reset',
		passwordPublishedDraft: 'tdft_password_v1',
		/** LOCKED_FOR_TRANSLATION. */
		passwordTranslationDraft: 'tdft_password_v2',
		/** Never published; its only draft is IN_PROGRESS and was rejected once. */
		springSaleTemplate: 'tem_spring_sale',
		springSaleDraft: 'tdft_spring_sale',
		/** Never published; its draft is PENDING_APPROVAL and needs two approvals. */
		summerNewsletterTemplate: 'tem_summer_newsletter',
		summerNewsletterDraft: 'tdft_summer_newsletter',
	},
	/**
	 * Per channel other than email: a published template with an fr-FR localization and variables;
	 * SMS also has es-419 (a language id with a numeric region).
	 */
	channels: {
		sms: {
			template: 'tem_sms_shipping',
			publishedDraft: 'tdft_sms_shipping_v1',
			pendingDraft: 'tdft_sms_shipping_v2',
		},
		push: {
			template: 'tem_push_shipping',
			publishedDraft: 'tdft_push_shipping_v1',
			pendingDraft: 'tdft_push_shipping_v2',
		},
		voice: {
			template: 'tem_voice_shipping',
			publishedDraft: 'tdft_voice_shipping_v1',
			pendingDraft: 'tdft_voice_shipping_v2',
		},
		liveactivity: {
			template: 'tem_liveactivity_shipping',
			publishedDraft: 'tdft_liveactivity_shipping_v1',
			pendingDraft: 'tdft_liveactivity_shipping_v2',
		},
	},
	/** The account's channel (brand) that some templates carry as `channel` in newer versions. */
	assignedChannel: { id: 'chn_acme_main', name: 'Acme main brand' },
} as const;

const WELCOME: Record<string, Phrases> = {
	'en-US': {
		subject: 'Welcome to Acme, %(first_name)s',
		heading: 'Welcome, %(first_name)s!',
		paragraphs: ['Thanks for joining Acme.', 'Your account is ready to use.'],
		link: { label: 'Open your account', variable: 'account_url' },
	},
	'fr-FR': {
		subject: 'Bienvenue chez Acme, %(first_name)s',
		heading: 'Bienvenue, %(first_name)s !',
		paragraphs: ['Merci de nous avoir rejoints.', 'Votre compte est prêt.'],
		link: { label: 'Ouvrir votre compte', variable: 'account_url' },
	},
	'de-DE': {
		subject: 'Willkommen bei Acme, %(first_name)s',
		heading: 'Willkommen, %(first_name)s!',
		paragraphs: ['Danke, dass Sie dabei sind.', 'Ihr Konto ist bereit.'],
		link: { label: 'Konto öffnen', variable: 'account_url' },
	},
	'es-ES': {
		subject: 'Bienvenido a Acme, %(first_name)s',
		heading: '¡Bienvenido, %(first_name)s!',
		paragraphs: ['Gracias por unirte a Acme.', 'Tu cuenta está lista.'],
		link: { label: 'Abrir tu cuenta', variable: 'account_url' },
	},
};

const ORDER: Record<string, Phrases> = {
	'en-US': {
		subject: 'Order %(order_id)s confirmed',
		heading: 'Thank you for your order, %(first_name)s',
		paragraphs: ['We received order %(order_id)s.', 'Total: %(total)s'],
		link: { label: 'Track your order', variable: 'tracking_url' },
	},
	'fr-FR': {
		subject: 'Commande %(order_id)s confirmée',
		heading: 'Merci pour votre commande, %(first_name)s',
		paragraphs: ['Nous avons reçu la commande %(order_id)s.', 'Total : %(total)s'],
		link: { label: 'Suivre votre commande', variable: 'tracking_url' },
	},
	'de-DE': {
		subject: 'Bestellung %(order_id)s bestätigt',
		heading: 'Danke für Ihre Bestellung, %(first_name)s',
		paragraphs: ['Wir haben die Bestellung %(order_id)s erhalten.', 'Summe: %(total)s'],
		link: { label: 'Bestellung verfolgen', variable: 'tracking_url' },
	},
	'zh-Hans-CN': {
		subject: '订单 %(order_id)s 已确认',
		heading: '%(first_name)s，感谢您的订购',
		paragraphs: ['我们已收到订单 %(order_id)s。', '总计：%(total)s'],
		link: { label: '跟踪订单', variable: 'tracking_url' },
	},
};

const SHIPPING: Record<string, Phrases> = {
	'en-US': {
		subject: 'Your order has shipped',
		heading: 'Order %(order_id)s is on its way',
		paragraphs: ['Hi %(first_name)s, your order %(order_id)s has shipped.'],
	},
	'fr-FR': {
		subject: 'Votre commande est expédiée',
		heading: 'La commande %(order_id)s est en route',
		paragraphs: ['Bonjour %(first_name)s, votre commande %(order_id)s a été expédiée.'],
	},
	'es-419': {
		subject: 'Tu pedido fue enviado',
		heading: 'El pedido %(order_id)s está en camino',
		paragraphs: ['Hola %(first_name)s, tu pedido %(order_id)s ya fue enviado.'],
	},
};

const TOPICS = [
	'Weekly digest',
	'Product update',
	'Event invitation',
	'Webinar reminder',
	'Survey request',
	'Loyalty points',
	'Referral reward',
	'Cart reminder',
	'Back in stock',
	'Price drop',
	'Subscription renewal',
	'Invoice available',
	'Payment received',
	'Payment failed',
	'Trial ending',
	'Account verified',
	'New device sign-in',
	'Feature announcement',
	'Holiday hours',
	'Birthday greeting',
];
const EDITIONS = ['Standard', 'Premium', 'Enterprise'];

function language(
	languageId: string,
	translations: Record<string, string>,
	name?: string,
): LanguageSeed {
	return { languageId, name: name ?? languageId, translations };
}

export function demoAccount(): State {
	const account = new AccountBuilder('2025-01-06T09:00:00Z', 1800);
	const marketing = account.folder(
		'Marketing',
		'Campaigns, newsletters and promotions',
		null,
		DEMO.workspaces.marketing,
	);
	const product = account.folder(
		'Product',
		'Onboarding and product notifications',
		null,
		DEMO.workspaces.product,
	);
	const support = account.folder(
		'Support',
		'Customer support messages',
		null,
		DEMO.workspaces.support,
	);
	const newsletters = account.folder(
		'Newsletters',
		'Regular newsletters',
		marketing,
		DEMO.folders.newsletters,
	);
	const newsletters2025 = account.folder(
		'2025',
		'Newsletters of 2025',
		newsletters,
		DEMO.folders.newsletters2025,
	);
	const promotions = account.folder(
		'Promotions',
		'Sales and offers',
		marketing,
		DEMO.folders.promotions,
	);
	const onboarding = account.folder(
		'Onboarding',
		'First steps of new customers',
		product,
		DEMO.folders.onboarding,
	);
	const notifications = account.folder(
		'Notifications',
		'Transactional notifications',
		product,
		DEMO.folders.notifications,
	);
	const security = account.folder(
		'Security',
		'Security notices',
		notifications,
		DEMO.folders.security,
	);
	const tickets = account.folder(
		'Tickets',
		'Support ticket updates',
		support,
		DEMO.folders.tickets,
	);
	const allWorkspaces = [marketing, product, support];

	const seasonal = account.tag({
		id: DEMO.tags.seasonal,
		name: 'Seasonal',
		types: ['template', 'draft'],
		workspaces: [marketing],
	});
	const transactional = account.tag({
		id: DEMO.tags.transactional,
		name: 'Transactional',
		types: ['template', 'draft'],
		workspaces: allWorkspaces,
	});
	const legalReview = account.tag({
		id: DEMO.tags.legalReview,
		name: 'Legal review',
		types: ['draft'],
		workspaces: allWorkspaces,
	});
	const footerTag = account.tag({
		id: DEMO.tags.footer,
		name: 'Footer',
		types: ['block'],
		workspaces: allWorkspaces,
	});
	account.tag({
		id: DEMO.tags.retired,
		name: 'Retired',
		types: ['template', 'draft', 'block'],
		workspaces: allWorkspaces,
		status: 'inactive',
	});

	account.theme({
		id: DEMO.themes.classic,
		name: 'Classic',
		description: 'Serif type on white',
		css: 'body{font-family:Georgia,serif;color:#222;background:#fff}',
	});
	account.theme({
		id: DEMO.themes.midnight,
		name: 'Midnight',
		description: 'Light type on dark blue',
		css: 'body{font-family:Helvetica,sans-serif;color:#eee;background:#102040}',
	});
	account.theme({
		id: DEMO.themes.holiday,
		name: 'Holiday',
		description: 'Red and green accents',
		css: 'body{font-family:Verdana,sans-serif;color:#1a4d1a;background:#fff5f5}h1{color:#b30000}',
	});

	account.customerProfile({
		id: DEMO.customerProfiles.global,
		name: '',
		description: 'Global variables of the account',
		dataContent: { company_name: 'Acme', support_email: 'support@acme.example' },
		workspaces: [],
	});
	account.customerProfile({
		id: DEMO.customerProfiles.marketing,
		name: 'Marketing defaults',
		description: 'Defaults for campaign sends',
		dataContent: { first_name: 'there', unsubscribe_url: 'https://acme.example/unsubscribe' },
		workspaces: [marketing],
	});
	account.customerProfile({
		id: DEMO.customerProfiles.support,
		name: 'Support hours',
		description: 'Opening hours of the support desk',
		dataContent: { hours: { weekdays: '9:00-18:00', weekend: 'closed' } },
		workspaces: [support, product],
	});

	account.block({
		id: DEMO.blocks.footer,
		name: 'Footer',
		description: 'Address and unsubscribe link',
		html: '<footer><p>Acme Inc., 1 Main Street</p><p><a href="%(unsubscribe_url)s">Unsubscribe</a></p></footer>',
		languages: [
			language('fr-FR', {
				'Acme Inc., 1 Main Street': 'Acme SA, 1 rue Principale',
				Unsubscribe: 'Se désabonner',
			}),
			language('de-DE', {
				'Acme Inc., 1 Main Street': 'Acme GmbH, Hauptstraße 1',
				Unsubscribe: 'Abmelden',
			}),
		],
		tags: [footerTag],
	});
	account.block({
		id: DEMO.blocks.header,
		name: 'Header',
		description: 'Logo and navigation',
		html: '<header><p>Acme</p><p>Shop | Account | Help</p></header>',
	});
	account.block({
		id: DEMO.blocks.legal,
		name: 'Legal notice',
		description: 'Fine print',
		html: '<p>Prices include VAT where applicable.</p>',
	});

	const brand = { ...DEMO.assignedChannel };
	const ids = DEMO.email;

	// Welcome: localized in three languages; a redesign awaits two approvals.
	const welcome = account.template({
		channel: 'email',
		name: 'Welcome email',
		description: 'Sent when a customer signs up',
		folder: onboarding,
		id: ids.welcomeTemplate,
		assignedChannel: brand,
		tags: [transactional],
	});
	const welcomeLanguages = ['fr-FR', 'de-DE', 'es-ES'].map((languageId) =>
		language(languageId, translationsFor('email', WELCOME['en-US'], WELCOME[languageId])),
	);
	const welcomeV1 = account.draft({
		template: welcome,
		name: 'Welcome email v1',
		content: contentFor('email', WELCOME['en-US']),
		id: ids.welcomePublishedDraft,
		languages: welcomeLanguages,
	});
	account.publish(welcome, welcomeV1);
	account.draft({
		template: welcome,
		name: 'Welcome email v2 (redesign)',
		content: contentFor('email', {
			...WELCOME['en-US'],
			paragraphs: ['Thanks for joining Acme.', 'Here is how to get started.'],
		}),
		id: ids.welcomeRedesignDraft,
		status: 'PENDING_APPROVAL',
		requiredApprovals: 2,
		languages: welcomeLanguages,
		tags: [legalReview],
	});

	// Order confirmation: no `channel`; a new version awaits one approval.
	const order = account.template({
		channel: 'email',
		name: 'Order confirmation',
		description: 'Sent when an order is placed',
		folder: notifications,
		id: ids.orderTemplate,
		tags: [transactional],
	});
	const orderLanguages = ['fr-FR', 'de-DE', 'zh-Hans-CN'].map((languageId) =>
		language(languageId, translationsFor('email', ORDER['en-US'], ORDER[languageId])),
	);
	const orderV1 = account.draft({
		template: order,
		name: 'Order confirmation v1',
		content: contentFor('email', ORDER['en-US']),
		id: ids.orderPublishedDraft,
		languages: orderLanguages,
	});
	account.publish(order, orderV1);
	account.draft({
		template: order,
		name: 'Order confirmation v2',
		content: contentFor('email', {
			...ORDER['en-US'],
			paragraphs: [...ORDER['en-US'].paragraphs, 'Questions? Reply to this email.'],
		}),
		id: ids.orderReviewDraft,
		status: 'PENDING_APPROVAL',
		languages: orderLanguages,
	});

	// Password reset: a new version is locked while its translations are done (one partly translated).
	const passwordPhrases: Phrases = {
		subject: 'Reset your password',
		heading: 'Password reset requested',
		paragraphs: [
			'Someone asked to reset the password of %(email)s.',
			'If it was not you, ignore this email.',
		],
		link: { label: 'Choose a new password', variable: 'reset_url' },
	};
	const password = account.template({
		channel: 'email',
		name: 'Password reset',
		description: 'Sent on a password reset request',
		folder: security,
		id: ids.passwordTemplate,
		assignedChannel: brand,
	});
	const passwordV1 = account.draft({
		template: password,
		name: 'Password reset v1',
		content: contentFor('email', passwordPhrases),
		id: ids.passwordPublishedDraft,
	});
	account.publish(password, passwordV1);
	account.draft({
		template: password,
		name: 'Password reset v2',
		content: contentFor('email', passwordPhrases),
		id: ids.passwordTranslationDraft,
		status: 'LOCKED_FOR_TRANSLATION',
		languages: [
			language('fr-FR', { 'Reset your password': 'Réinitialisez votre mot de passe' }),
			language('es-ES', { 'Reset your password': 'Restablece tu contraseña' }),
		],
	});

	// Two templates never published: one draft in progress (rejected once), one awaiting two approvals.
	const spring = account.template({
		channel: 'email',
		name: 'Spring sale',
		description: 'Seasonal promotion',
		folder: promotions,
		id: ids.springSaleTemplate,
		tags: [seasonal],
	});
	account.draft({
		template: spring,
		name: 'Spring sale',
		content: contentFor('email', {
			subject: 'Spring sale: %(discount)s off',
			heading: 'Spring is here, %(first_name)s',
			paragraphs: ['Everything is %(discount)s off this week.'],
			link: { label: 'Shop now', variable: 'shop_url' },
		}),
		id: ids.springSaleDraft,
		rejectedWith: 'Please use the holiday theme and shorten the subject.',
		tags: [seasonal],
	});
	const summer = account.template({
		channel: 'email',
		name: 'Summer newsletter',
		description: 'Newsletter of June',
		folder: newsletters2025,
		id: ids.summerNewsletterTemplate,
		assignedChannel: brand,
	});
	account.draft({
		template: summer,
		name: 'Summer newsletter',
		content: contentFor('email', {
			subject: 'Summer news from Acme',
			heading: 'Hello %(first_name)s',
			paragraphs: ['Here is what happened at Acme this summer.'],
		}),
		id: ids.summerNewsletterDraft,
		status: 'PENDING_APPROVAL',
		requiredApprovals: 2,
	});

	// The bulk: enough published email templates for a list of several pages.
	const bulkFolders = [
		newsletters,
		newsletters2025,
		promotions,
		onboarding,
		notifications,
		tickets,
		marketing,
		support,
	];
	TOPICS.forEach((topic, topicIndex) => {
		EDITIONS.forEach((edition, editionIndex) => {
			const index = topicIndex * EDITIONS.length + editionIndex;
			const template = account.template({
				channel: 'email',
				name: `${topic} (${edition})`,
				description: `${topic} for ${edition} customers`,
				folder: bulkFolders[index % bulkFolders.length],
				assignedChannel: index % 2 === 0 ? brand : undefined,
				tags: index % 5 === 0 ? [transactional] : [],
			});
			const draft = account.draft({
				template,
				name: `${topic} (${edition}) v1`,
				content: contentFor('email', {
					subject: `${topic} for %(first_name)s`,
					heading: `${topic}`,
					paragraphs: [`Hello %(first_name)s, this is your ${topic.toLowerCase()}.`],
				}),
			});
			account.publish(template, draft);
			if (index % 7 === 0)
				account.draft({ template, name: `${topic} (${edition}) v2`, content: draft.content });
		});
	});

	// Every other channel: a localized shipping notice with variables, plus drafts in every status.
	for (const channel of CHANNEL_NAMES.filter(
		(name): name is Exclude<ChannelName, 'email'> => name !== 'email',
	)) {
		const channelIds = DEMO.channels[channel];
		const template = account.template({
			channel,
			name: `Shipping notice (${channel})`,
			description: `Tells the customer their order has shipped, by ${channel}`,
			folder: notifications,
			id: channelIds.template,
			assignedChannel: channel === 'sms' ? brand : undefined,
			tags: [transactional],
		});
		const languageIds = channel === 'sms' ? ['fr-FR', 'es-419'] : ['fr-FR'];
		const languages = languageIds.map((languageId) =>
			language(languageId, translationsFor(channel, SHIPPING['en-US'], SHIPPING[languageId])),
		);
		const published = account.draft({
			template,
			name: 'Shipping notice v1',
			content: contentFor(channel, SHIPPING['en-US']),
			id: channelIds.publishedDraft,
			languages,
		});
		account.publish(template, published);
		account.draft({
			template,
			name: 'Shipping notice v2',
			content: contentFor(channel, SHIPPING['en-US']),
			id: channelIds.pendingDraft,
			status: 'PENDING_APPROVAL',
			languages,
		});
		account.draft({
			template,
			name: 'Shipping notice v3',
			content: contentFor(channel, SHIPPING['en-US']),
			status: 'LOCKED_FOR_TRANSLATION',
			languages,
		});
		account.draft({
			template,
			name: 'Shipping notice v4',
			content: contentFor(channel, SHIPPING['en-US']),
		});
		for (const topic of ['Delivery delayed', 'Out for delivery']) {
			const other = account.template({
				channel,
				name: `${topic} (${channel})`,
				description: `${topic} notice`,
				folder: tickets,
			});
			const draft = account.draft({
				template: other,
				name: `${topic} v1`,
				content: contentFor(channel, {
					subject: topic,
					heading: topic,
					paragraphs: [`Hi %(first_name)s, ${topic.toLowerCase()}: order %(order_id)s.`],
				}),
			});
			account.publish(other, draft);
		}
	}
	return account.build();
}
