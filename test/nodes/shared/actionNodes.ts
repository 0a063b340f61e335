import { MessageDrafts } from '../../../nodes/MessageDrafts/MessageDrafts.node';
import { MessageLocalizations } from '../../../nodes/MessageLocalizations/MessageLocalizations.node';
import { MessageTags } from '../../../nodes/MessageTags/MessageTags.node';
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { MessageWorkspaces } from '../../../nodes/MessageWorkspaces/MessageWorkspaces.node';

/** The action nodes, one instance of each, for the tests that run them all. */
export const templates = new MessageTemplates();
export const drafts = new MessageDrafts();
export const localizations = new MessageLocalizations();
export const tags = new MessageTags();
export const workspaces = new MessageWorkspaces();

/** A resource-locator value in ID mode, as the node stores it. */
export const byId = (value: string) => ({ __rl: true, mode: 'id', value });
