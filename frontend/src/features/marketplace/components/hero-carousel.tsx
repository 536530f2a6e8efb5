import { type ReactNode, useEffect, useState } from 'react';
import { useMediaQuery } from '@/lib/hooks';
import { rotates, SLIDE_INTERVAL_MS, slideForKey, stepSlide } from '../lib/carousel';

export interface HeroSlide {
  readonly key: string;
  readonly title: string;
  readonly text: string;
  /** The slide's call to action (a link to a screen this app has), if any. */
  readonly action?: ReactNode;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The home page's hero carousel: one slide at a time, turning every few seconds. It holds still
 * while the pointer or keyboard focus is inside it, after Pause, and for people who asked their
 * system for reduced motion; the arrow keys (and Home, End) move between slides, and the dots
 * pick one. Screen readers hear a new slide only when it was asked for, not on every turn.
 */
export function HeroCarousel({
  slides,
  label = 'Highlights',
}: {
  readonly slides: readonly HeroSlide[];
  readonly label?: string;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const turning = rotates({ paused, reducedMotion, engaged: hovered || focused });
  const count = slides.length;

  useEffect(() => {
    if (!turning || count < 2) return undefined;
    const timer = window.setInterval(() => {
      setIndex((current) => stepSlide(current, 1, count));
    }, SLIDE_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [turning, count]);

  const current = Math.min(index, Math.max(0, count - 1));
  // Rotation is offered only where it would happen; reduced motion never turns.
  const offerPause = !reducedMotion && count > 1;
  return (
    <section
      className="hero-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => {
        setHovered(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.target instanceof HTMLInputElement) return;
        const next = slideForKey(event.key, current, count);
        if (next === null) return;
        event.preventDefault();
        setIndex(next);
      }}
    >
      <div className="hero-carousel__slides" aria-live={turning ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={`${String(i + 1)} of ${String(count)}`}
            className={`hero-slide hero-slide--${String(i % 4)}`}
            hidden={i !== current}
          >
            <h2 className="hero-slide__title">{slide.title}</h2>
            <p className="hero-slide__text">{slide.text}</p>
            {slide.action ? <div className="hero-slide__action">{slide.action}</div> : null}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="hero-carousel__controls">
          {offerPause ? (
            <button
              type="button"
              className="hero-carousel__button"
              aria-label={paused ? 'Start slide rotation' : 'Stop slide rotation'}
              onClick={() => {
                setPaused((value) => !value);
              }}
            >
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="hero-carousel__button"
            aria-label="Previous slide"
            onClick={() => {
              setIndex(stepSlide(current, -1, count));
            }}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="hero-carousel__dots" role="group" aria-label="Choose a slide">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className="hero-carousel__dot"
                aria-label={`Slide ${String(i + 1)}: ${slide.title}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => {
                  setIndex(i);
                }}
              />
            ))}
          </div>
          <button
            type="button"
            className="hero-carousel__button"
            aria-label="Next slide"
            onClick={() => {
              setIndex(stepSlide(current, 1, count));
            }}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
