// n8n finds the nodes and credentials through the "n8n" field of package.json; this entry exists so
// the package resolves when required.
module.exports = {};
