// The viewer's start, as a file of its own: the pages' CSP runs no inline script.
window.SwaggerUIBundle({
  url: '/api/docs/openapi.json',
  dom_id: '#api-docs',
  deepLinking: true,
  // Swagger UI would otherwise send the document to its public validator.
  validatorUrl: null,
});
