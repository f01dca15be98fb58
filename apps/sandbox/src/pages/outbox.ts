import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { OutboxMessage } from '../domain/types';
import { page } from './layout';

/** The outbox page: every SMS and e-mail the sandbox "sent", newest first, under the `nav` it is given (none by default). */
export function outboxPage(
  messages: OutboxMessage[],
  nav: HtmlEscapedString | Promise<HtmlEscapedString> | string = '',
) {
  return page(
    'Outbox',
    html`${nav}
      <h1>Outbox</h1>
      <p class="muted">
        Messages the sandbox would have sent (PINs, identity and payroll links). JSON: send
        <code>Accept: application/json</code>.
      </p>
      ${
        messages.length
          ? html`<table>
              <thead>
                <tr>
                  <th scope="col">Sent</th>
                  <th scope="col">To</th>
                  <th scope="col">Channel</th>
                  <th scope="col">PIN</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                ${messages.map(
                  (message) =>
                    html`<tr>
                      <td>${message.sentAt}</td>
                      <td>${message.to}</td>
                      <td>${message.channel}</td>
                      <td>${message.pin ?? ''}</td>
                      <td>
                        ${message.body}${message.link ? html`<br /><a href="${message.link}">Open link</a>` : ''}
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p>No messages yet.</p>`
      }`,
  );
}
