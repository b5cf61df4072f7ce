import { Trans } from '@lingui/react/macro';

/** Voices of readers. Demo content: the people are invented, as the demo catalogue is. */
export function Testimonials() {
  return (
    <>
      <ul className="testimonials">
        <li>
          <figure className="testimonial">
            <blockquote>
              <p>
                <Trans>
                  Before buying a CRP device for our practice I compared five of them in one evening, with the
                  studies side by side. That used to take weeks of calls.
                </Trans>
              </p>
            </blockquote>
            <figcaption>
              <Trans>Dr. Miriam K., general practitioner, Freiburg</Trans>
            </figcaption>
          </figure>
        </li>
        <li>
          <figure className="testimonial">
            <blockquote>
              <p>
                <Trans>
                  On the ward the network is patchy. The atlas works anyway, and the comparison report goes
                  straight into our procurement file.
                </Trans>
              </p>
            </blockquote>
            <figcaption>
              <Trans>Thomas R., laboratory manager, Graz</Trans>
            </figcaption>
          </figure>
        </li>
        <li>
          <figure className="testimonial">
            <blockquote>
              <p>
                <Trans>
                  The signal colours on the publications tell me at a glance how solid the evidence for a
                  device is.
                </Trans>
              </p>
            </blockquote>
            <figcaption>
              <Trans>Sandra M., procurement, Zurich</Trans>
            </figcaption>
          </figure>
        </li>
      </ul>
      <p className="muted">
        <Trans>These voices are demo content, like the demo catalogue.</Trans>
      </p>
    </>
  );
}
