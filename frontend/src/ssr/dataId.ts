/** The id of the JSON script element that carries the server's answers and router state to the browser. */
export const SSR_DATA_ID = 'ssr-data';
