export const CREDENTIAL_NAME = 'messageTemplateServiceApi';
