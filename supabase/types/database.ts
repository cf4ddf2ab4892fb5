export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "14.1"
  }
  public: {
    Tables: {
      admin_audit_log: {
        Row: {
          action: string
          actor_email: string | null
          actor_id: string
          created_at: string
          id: number
          reason: string
          target_id: string
          target_label: string
          target_type: string
        }
        Insert: {
          action: string
          actor_email?: string | null
          actor_id: string
          created_at?: string
          id?: never
          reason: string
          target_id: string
          target_label?: string
          target_type: string
        }
        Update: {
          action?: string
          actor_email?: string | null
          actor_id?: string
          created_at?: string
          id?: never
          reason?: string
          target_id?: string
          target_label?: string
          target_type?: string
        }
        Relationships: []
      }
      chapter_members: {
        Row: {
          chapter_id: number
          joined_at: string
          user_id: string
        }
        Insert: {
          chapter_id: number
          joined_at?: string
          user_id?: string
        }
        Update: {
          chapter_id?: number
          joined_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "chapter_members_chapter_id_fkey"
            columns: ["chapter_id"]
            isOneToOne: false
            referencedRelation: "chapters"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "chapter_members_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      chapters: {
        Row: {
          cover_image_url: string | null
          created_at: string
          description: string
          founded_year: number | null
          id: number
          location: string
          logo_url: string | null
          map_image_url: string | null
          member_count: number
          name: string
          next_event: string | null
          next_event_date: string | null
          president_bio: string | null
          president_email: string | null
          president_linkedin_url: string | null
          president_name: string | null
          president_phone: string | null
          president_photo_url: string | null
          president_title: string | null
          search_vector: string | null
          slug: string
          status: string
          time_zone: string
          updated_at: string
        }
        Insert: {
          cover_image_url?: string | null
          created_at?: string
          description?: string
          founded_year?: number | null
          id: number
          location: string
          logo_url?: string | null
          map_image_url?: string | null
          member_count?: number
          name: string
          next_event?: string | null
          next_event_date?: string | null
          president_bio?: string | null
          president_email?: string | null
          president_linkedin_url?: string | null
          president_name?: string | null
          president_phone?: string | null
          president_photo_url?: string | null
          president_title?: string | null
          search_vector?: never
          slug: string
          status?: string
          time_zone?: string
          updated_at?: string
        }
        Update: {
          cover_image_url?: string | null
          created_at?: string
          description?: string
          founded_year?: number | null
          id?: number
          location?: string
          logo_url?: string | null
          map_image_url?: string | null
          member_count?: number
          name?: string
          next_event?: string | null
          next_event_date?: string | null
          president_bio?: string | null
          president_email?: string | null
          president_linkedin_url?: string | null
          president_name?: string | null
          president_phone?: string | null
          president_photo_url?: string | null
          president_title?: string | null
          search_vector?: never
          slug?: string
          status?: string
          time_zone?: string
          updated_at?: string
        }
        Relationships: []
      }
      connection_requests: {
        Row: {
          created_at: string
          id: string
          message: string | null
          requested_id: string
          requester_id: string
          responded_at: string | null
          status: string
        }
        Insert: {
          created_at?: string
          id?: string
          message?: string | null
          requested_id: string
          requester_id?: string
          responded_at?: string | null
          status?: string
        }
        Update: {
          created_at?: string
          id?: string
          message?: string | null
          requested_id?: string
          requester_id?: string
          responded_at?: string | null
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "connection_requests_requested_id_fkey"
            columns: ["requested_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
          {
            foreignKeyName: "connection_requests_requester_id_fkey"
            columns: ["requester_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      content_reports: {
        Row: {
          created_at: string
          details: string
          id: string
          reason: string
          reporter_id: string
          resolved_at: string | null
          status: string
          target_id: string
          target_type: string
        }
        Insert: {
          created_at?: string
          details?: string
          id?: string
          reason: string
          reporter_id?: string
          resolved_at?: string | null
          status?: string
          target_id: string
          target_type: string
        }
        Update: {
          created_at?: string
          details?: string
          id?: string
          reason?: string
          reporter_id?: string
          resolved_at?: string | null
          status?: string
          target_id?: string
          target_type?: string
        }
        Relationships: [
          {
            foreignKeyName: "content_reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      conversation_reads: {
        Row: {
          conversation_id: string
          last_read_at: string
          user_id: string
        }
        Insert: {
          conversation_id: string
          last_read_at?: string
          user_id: string
        }
        Update: {
          conversation_id?: string
          last_read_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "conversation_reads_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversation_reads_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      conversations: {
        Row: {
          created_at: string
          has_messages: boolean
          id: string
          last_message_at: string
          opened_by: string[]
          participant_1: string
          participant_2: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          has_messages?: boolean
          id?: string
          last_message_at?: string
          opened_by?: string[]
          participant_1: string
          participant_2: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          has_messages?: boolean
          id?: string
          last_message_at?: string
          opened_by?: string[]
          participant_1?: string
          participant_2?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "conversations_participant_1_fkey"
            columns: ["participant_1"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
          {
            foreignKeyName: "conversations_participant_2_fkey"
            columns: ["participant_2"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      diva_presidents: {
        Row: {
          approved: boolean
          approved_at: string | null
          chapter_id: number | null
          chapter_name: string | null
          created_at: string
          email: string
          full_name: string
          id: string
          role: string
          updated_at: string
          user_id: string
        }
        Insert: {
          approved?: boolean
          approved_at?: string | null
          chapter_id?: number | null
          chapter_name?: string | null
          created_at?: string
          email: string
          full_name: string
          id?: string
          role?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          approved?: boolean
          approved_at?: string | null
          chapter_id?: number | null
          chapter_name?: string | null
          created_at?: string
          email?: string
          full_name?: string
          id?: string
          role?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "diva_presidents_chapter_id_fkey"
            columns: ["chapter_id"]
            isOneToOne: false
            referencedRelation: "chapters"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "diva_presidents_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      event_registrations: {
        Row: {
          company: string | null
          created_at: string
          dietary_restrictions: string | null
          email: string
          event_id: string
          first_name: string
          last_name: string
          phone: string
          updated_at: string
          user_id: string
        }
        Insert: {
          company?: string | null
          created_at?: string
          dietary_restrictions?: string | null
          email: string
          event_id: string
          first_name: string
          last_name: string
          phone: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          company?: string | null
          created_at?: string
          dietary_restrictions?: string | null
          email?: string
          event_id?: string
          first_name?: string
          last_name?: string
          phone?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "event_registrations_rsvp_fkey"
            columns: ["event_id", "user_id"]
            isOneToOne: true
            referencedRelation: "event_rsvps"
            referencedColumns: ["event_id", "user_id"]
          },
        ]
      }
      event_rsvps: {
        Row: {
          checked_in_at: string | null
          created_at: string
          event_id: string
          id: string
          queued_at: string
          status: string
          user_id: string
        }
        Insert: {
          checked_in_at?: string | null
          created_at?: string
          event_id: string
          id?: string
          queued_at?: string
          status?: string
          user_id?: string
        }
        Update: {
          checked_in_at?: string | null
          created_at?: string
          event_id?: string
          id?: string
          queued_at?: string
          status?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "event_rsvps_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: false
            referencedRelation: "events"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "event_rsvps_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      events: {
        Row: {
          address: string | null
          approved: boolean
          approved_at: string | null
          chapter_id: number | null
          created_at: string
          created_by: string
          current_attendees: number
          date: string
          description: string | null
          id: string
          image_url: string | null
          location: string
          max_attendees: number
          price: number
          search_vector: string | null
          show_address_before_rsvp: boolean
          time: string
          title: string
          type: string
          updated_at: string
        }
        Insert: {
          address?: string | null
          approved?: boolean
          approved_at?: string | null
          chapter_id?: number | null
          created_at?: string
          created_by?: string
          current_attendees?: number
          date: string
          description?: string | null
          id?: string
          image_url?: string | null
          location: string
          max_attendees?: number
          price?: number
          search_vector?: never
          show_address_before_rsvp?: boolean
          time: string
          title: string
          type?: string
          updated_at?: string
        }
        Update: {
          address?: string | null
          approved?: boolean
          approved_at?: string | null
          chapter_id?: number | null
          created_at?: string
          created_by?: string
          current_attendees?: number
          date?: string
          description?: string | null
          id?: string
          image_url?: string | null
          location?: string
          max_attendees?: number
          price?: number
          search_vector?: never
          show_address_before_rsvp?: boolean
          time?: string
          title?: string
          type?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "events_chapter_id_fkey"
            columns: ["chapter_id"]
            isOneToOne: false
            referencedRelation: "chapters"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "events_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      goal_chat_history: {
        Row: {
          created_at: string
          goal_id: string | null
          id: string
          message_content: string
          message_role: string
          message_type: string
          stage: string | null
          user_id: string
        }
        Insert: {
          created_at?: string
          goal_id?: string | null
          id?: string
          message_content: string
          message_role: string
          message_type?: string
          stage?: string | null
          user_id?: string
        }
        Update: {
          created_at?: string
          goal_id?: string | null
          id?: string
          message_content?: string
          message_role?: string
          message_type?: string
          stage?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "goal_chat_history_goal_id_fkey"
            columns: ["goal_id"]
            isOneToOne: false
            referencedRelation: "user_goals"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "goal_chat_history_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      member_blocks: {
        Row: {
          blocked_id: string
          blocker_id: string
          created_at: string
        }
        Insert: {
          blocked_id: string
          blocker_id?: string
          created_at?: string
        }
        Update: {
          blocked_id?: string
          blocker_id?: string
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "member_blocks_blocked_id_fkey"
            columns: ["blocked_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
          {
            foreignKeyName: "member_blocks_blocker_id_fkey"
            columns: ["blocker_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      messages: {
        Row: {
          content: string
          conversation_id: string
          created_at: string
          deleted_at: string | null
          edited_at: string | null
          id: string
          sender_id: string
        }
        Insert: {
          content: string
          conversation_id: string
          created_at?: string
          deleted_at?: string | null
          edited_at?: string | null
          id?: string
          sender_id?: string
        }
        Update: {
          content?: string
          conversation_id?: string
          created_at?: string
          deleted_at?: string | null
          edited_at?: string | null
          id?: string
          sender_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "messages_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_sender_id_fkey"
            columns: ["sender_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      notifications: {
        Row: {
          created_at: string
          data: Json
          id: string
          message: string
          read: boolean
          title: string
          type: string
          user_id: string
        }
        Insert: {
          created_at?: string
          data?: Json
          id?: string
          message?: string
          read?: boolean
          title: string
          type: string
          user_id: string
        }
        Update: {
          created_at?: string
          data?: Json
          id?: string
          message?: string
          read?: boolean
          title?: string
          type?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      post_comments: {
        Row: {
          content: string
          created_at: string
          id: string
          post_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          content: string
          created_at?: string
          id?: string
          post_id: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          content?: string
          created_at?: string
          id?: string
          post_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "post_comments_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "post_comments_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      post_likes: {
        Row: {
          created_at: string
          id: string
          post_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          post_id: string
          user_id?: string
        }
        Update: {
          created_at?: string
          id?: string
          post_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "post_likes_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "post_likes_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      post_shares: {
        Row: {
          created_at: string
          id: string
          post_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          post_id: string
          user_id?: string
        }
        Update: {
          created_at?: string
          id?: string
          post_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "post_shares_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "post_shares_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      posts: {
        Row: {
          comments_count: number
          content: string
          created_at: string
          edited_at: string | null
          id: string
          likes_count: number
          search_vector: string | null
          shares_count: number
          tags: string[]
          updated_at: string
          user_id: string
        }
        Insert: {
          comments_count?: number
          content: string
          created_at?: string
          edited_at?: string | null
          id?: string
          likes_count?: number
          search_vector?: never
          shares_count?: number
          tags?: string[]
          updated_at?: string
          user_id?: string
        }
        Update: {
          comments_count?: number
          content?: string
          created_at?: string
          edited_at?: string | null
          id?: string
          likes_count?: number
          search_vector?: never
          shares_count?: number
          tags?: string[]
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "posts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      practice_sessions: {
        Row: {
          chat_history: Json
          created_at: string
          event_type: string | null
          goal_description: string | null
          id: string
          scenario_name: string
          scenario_type: string
          score: number | null
          scorecard: Json | null
          status: string
          target_audience: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          chat_history?: Json
          created_at?: string
          event_type?: string | null
          goal_description?: string | null
          id?: string
          scenario_name: string
          scenario_type?: string
          score?: number | null
          scorecard?: Json | null
          status?: string
          target_audience?: string | null
          updated_at?: string
          user_id?: string
        }
        Update: {
          chat_history?: Json
          created_at?: string
          event_type?: string | null
          goal_description?: string | null
          id?: string
          scenario_name?: string
          scenario_type?: string
          score?: number | null
          scorecard?: Json | null
          status?: string
          target_audience?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "practice_sessions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      profiles: {
        Row: {
          avatar_url: string | null
          bio: string | null
          company: string | null
          created_at: string
          display_name: string
          facebook_url: string | null
          id: string
          instagram_url: string | null
          linkedin_url: string | null
          location: string | null
          role: string | null
          search_vector: string | null
          tiktok_url: string | null
          twitter_url: string | null
          updated_at: string
          user_id: string
          youtube_url: string | null
        }
        Insert: {
          avatar_url?: string | null
          bio?: string | null
          company?: string | null
          created_at?: string
          display_name: string
          facebook_url?: string | null
          id?: string
          instagram_url?: string | null
          linkedin_url?: string | null
          location?: string | null
          role?: string | null
          search_vector?: never
          tiktok_url?: string | null
          twitter_url?: string | null
          updated_at?: string
          user_id: string
          youtube_url?: string | null
        }
        Update: {
          avatar_url?: string | null
          bio?: string | null
          company?: string | null
          created_at?: string
          display_name?: string
          facebook_url?: string | null
          id?: string
          instagram_url?: string | null
          linkedin_url?: string | null
          location?: string | null
          role?: string | null
          search_vector?: never
          tiktok_url?: string | null
          twitter_url?: string | null
          updated_at?: string
          user_id?: string
          youtube_url?: string | null
        }
        Relationships: []
      }
      remote_loads: {
        Row: {
          area: string
          cohort: string
          created_at: string
          duration_ms: number
          environment: string
          error_code: string | null
          id: number
          member_id: string | null
          ok: boolean
          phase: string
          release: string
          retries: number
        }
        Insert: {
          area: string
          cohort: string
          created_at?: string
          duration_ms: number
          environment: string
          error_code?: string | null
          id?: never
          member_id?: string | null
          ok: boolean
          phase: string
          release: string
          retries: number
        }
        Update: {
          area?: string
          cohort?: string
          created_at?: string
          duration_ms?: number
          environment?: string
          error_code?: string | null
          id?: never
          member_id?: string | null
          ok?: boolean
          phase?: string
          release?: string
          retries?: number
        }
        Relationships: []
      }
      saved_connections: {
        Row: {
          connected_user_id: string
          created_at: string
          id: string
          user_id: string
        }
        Insert: {
          connected_user_id: string
          created_at?: string
          id?: string
          user_id?: string
        }
        Update: {
          connected_user_id?: string
          created_at?: string
          id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_connections_connected_user_id_fkey"
            columns: ["connected_user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
          {
            foreignKeyName: "saved_connections_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      user_achievements: {
        Row: {
          category: string
          created_at: string
          date_achieved: string
          description: string | null
          id: string
          post_id: string | null
          shared_to_community: boolean
          title: string
          user_id: string
        }
        Insert: {
          category: string
          created_at?: string
          date_achieved?: string
          description?: string | null
          id?: string
          post_id?: string | null
          shared_to_community?: boolean
          title: string
          user_id?: string
        }
        Update: {
          category?: string
          created_at?: string
          date_achieved?: string
          description?: string | null
          id?: string
          post_id?: string | null
          shared_to_community?: boolean
          title?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_achievements_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_achievements_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      user_fuel: {
        Row: {
          created_at: string
          fuel: string
          id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          fuel: string
          id?: string
          user_id?: string
        }
        Update: {
          created_at?: string
          fuel?: string
          id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_fuel_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      user_goals: {
        Row: {
          category: string
          created_at: string
          description: string | null
          id: string
          status: string
          status_reason: string | null
          target_date: string | null
          target_member_id: string | null
          title: string
          updated_at: string
          user_id: string
        }
        Insert: {
          category?: string
          created_at?: string
          description?: string | null
          id?: string
          status?: string
          status_reason?: string | null
          target_date?: string | null
          target_member_id?: string | null
          title: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          category?: string
          created_at?: string
          description?: string | null
          id?: string
          status?: string
          status_reason?: string | null
          target_date?: string | null
          target_member_id?: string | null
          title?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_goals_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      user_passions: {
        Row: {
          created_at: string
          id: string
          passion: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          passion: string
          user_id?: string
        }
        Update: {
          created_at?: string
          id?: string
          passion?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_passions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
      user_superpowers: {
        Row: {
          created_at: string
          id: string
          superpower: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          superpower: string
          user_id?: string
        }
        Update: {
          created_at?: string
          id?: string
          superpower?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_superpowers_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["user_id"]
          },
        ]
      }
    }
    Views: {
      chapter_overview: {
        Row: {
          contact_email: string | null
          cover_image_url: string | null
          description: string | null
          founded_year: number | null
          id: number | null
          is_member: boolean | null
          location: string | null
          logo_url: string | null
          map_image_url: string | null
          member_count: number | null
          name: string | null
          next_event_date: string | null
          next_event_id: string | null
          next_event_time: string | null
          next_event_title: string | null
          president_bio: string | null
          president_linkedin_url: string | null
          president_name: string | null
          president_photo_url: string | null
          president_title: string | null
          president_user_id: string | null
          slug: string | null
          status: string | null
        }
        Relationships: []
      }
      event_details: {
        Row: {
          address: string | null
          approved: boolean | null
          approved_at: string | null
          chapter_id: number | null
          created_at: string | null
          created_by: string | null
          current_attendees: number | null
          date: string | null
          description: string | null
          id: string | null
          image_url: string | null
          location: string | null
          max_attendees: number | null
          price: number | null
          show_address_before_rsvp: boolean | null
          starts_at: string | null
          time: string | null
          time_zone: string | null
          title: string | null
          type: string | null
          updated_at: string | null
        }
        Insert: {
          address?: string | null
          approved?: boolean | null
          approved_at?: string | null
          chapter_id?: number | null
          created_at?: string | null
          created_by?: string | null
          current_attendees?: number | null
          date?: string | null
          description?: string | null
          id?: string | null
          image_url?: string | null
          location?: string | null
          max_attendees?: number | null
          price?: number | null
          show_address_before_rsvp?: boolean | null
          starts_at?: string | null
          time?: string | null
          time_zone?: string | null
          title?: string | null
          type?: string | null
          updated_at?: string | null
        }
        Update: {
          address?: string | null
          approved?: boolean | null
          approved_at?: string | null
          chapter_id?: number | null
          created_at?: string | null
          created_by?: string | null
          current_attendees?: number | null
          date?: string | null
          description?: string | null
          id?: string | null
          image_url?: string | null
          location?: string | null
          max_attendees?: number | null
          price?: number | null
          show_address_before_rsvp?: boolean | null
          starts_at?: string | null
          time?: string | null
          time_zone?: string | null
          title?: string | null
          type?: string | null
          updated_at?: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      admin_approve_event: {
        Args: { reason: string; target: string }
        Returns: undefined
      }
      admin_approve_president: {
        Args: { reason: string; target: string }
        Returns: undefined
      }
      admin_dashboard_stats: {
        Args: never
        Returns: {
          connections_made: number
          posts_last_7_days: number
          total_posts: number
          total_users: number
        }[]
      }
      admin_delete_event: {
        Args: { reason: string; target: string }
        Returns: undefined
      }
      admin_delete_post: {
        Args: { reason: string; target: string }
        Returns: undefined
      }
      admin_delete_president: {
        Args: { reason: string; target: string }
        Returns: undefined
      }
      admin_delete_user: {
        Args: { reason: string; target: string }
        Returns: undefined
      }
      admin_open_reports: {
        Args: never
        Returns: {
          author_id: string
          author_name: string
          content: string
          created_at: string
          details: string
          id: string
          reason: string
          reporter_name: string
          target_id: string
          target_type: string
        }[]
      }
      admin_resolve_report: {
        Args: {
          outcome: string
          reason: string
          report: string
        }
        Returns: undefined
      }
      admin_session_expires_at: { Args: never; Returns: string }
      admin_set_suspended: {
        Args: {
          reason: string
          suspended: boolean
          target: string
        }
        Returns: undefined
      }
      admin_users: { Args: { page?: number; search?: string }; Returns: Json }
      ai_rate_limit_hit: {
        Args: {
          max_calls: number
          member: string
          window_seconds?: number
        }
        Returns: number
      }
      chapter_member_list: { Args: { chapter: number }; Returns: Json }
      connection_summary: { Args: { member: string }; Returns: Json }
      delete_message: {
        Args: { message_id: string }
        Returns: {
          content: string
          conversation_id: string
          created_at: string
          deleted_at: string | null
          edited_at: string | null
          id: string
          sender_id: string
        }
        SetofOptions: {
          from: "*"
          to: "messages"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      edit_message: {
        Args: { message_id: string; new_content: string }
        Returns: {
          content: string
          conversation_id: string
          created_at: string
          deleted_at: string | null
          edited_at: string | null
          id: string
          sender_id: string
        }
        SetofOptions: {
          from: "*"
          to: "messages"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      events_page: { Args: never; Returns: Json }
      get_or_create_conversation: {
        Args: { other_user_id: string }
        Returns: {
          created_at: string
          has_messages: boolean
          id: string
          last_message_at: string
          opened_by: string[]
          participant_1: string
          participant_2: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "conversations"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      header_notifications: { Args: { max_items?: number }; Returns: Json }
      list_conversations: {
        Args: { max_rows?: number; search?: string }
        Returns: {
          id: string
          last_message_at: string
          last_message_content: string
          last_message_created_at: string
          last_message_sender_id: string
          other_avatar_url: string
          other_display_name: string
          other_last_read_at: string
          other_user_id: string
          unread_count: number
        }[]
      }
      mark_conversation_read: {
        Args: { conversation_id: string }
        Returns: string
      }
      moderator_network_stats: {
        Args: never
        Returns: {
          connections: number
          events: number
          members: number
          rsvps: number
        }[]
      }
      my_attending_events: { Args: never; Returns: Json }
      my_created_events: { Args: never; Returns: Json }
      president_apply: {
        Args: {
          chapter_id: number
          full_name: string
          role: string
        }
        Returns: string
      }
      president_approve_application: {
        Args: { target: string }
        Returns: undefined
      }
      president_chapter_members: {
        Args: { search?: string }
        Returns: {
          chapter_id: number
          company: string
          display_name: string
          joined_at: string
          role: string
          user_id: string
        }[]
      }
      president_chapter_stats: {
        Args: never
        Returns: {
          connections: number
          events: number
          members: number
          rsvps: number
        }[]
      }
      president_check_in: {
        Args: { present: boolean; rsvp: string }
        Returns: string
      }
      president_dashboard_stats: {
        Args: never
        Returns: {
          chapter_id: number
          chapter_name: string
          connections: number
          events: number
          members: number
          rsvps: number
          scope: string
        }[]
      }
      president_event_rsvps: {
        Args: { target: string }
        Returns: {
          checked_in_at: string
          company: string
          created_at: string
          display_name: string
          id: string
          role: string
          status: string
          user_id: string
        }[]
      }
      president_events: {
        Args: never
        Returns: {
          approved: boolean
          chapter_id: number
          chapter_name: string
          created_at: string
          created_by: string
          current_attendees: number
          date: string
          id: string
          location: string
          max_attendees: number
          time: string
          title: string
          type: string
          waitlisted: number
        }[]
      }
      president_reject_application: {
        Args: { target: string }
        Returns: undefined
      }
      register_for_event: {
        Args: {
          company?: string
          dietary_restrictions?: string
          email: string
          event_id: string
          first_name: string
          last_name: string
          phone: string
          waitlist?: boolean
        }
        Returns: string
      }
      remote_health: {
        Args: { p_since: string }
        Returns: {
          area: string
          cohort: string
          environment: string
          error_rate: number
          errors: number
          last_load_at: string
          loads: number
          overrides: number
          p50_ms: number
          p95_ms: number
          release: string
          retries: number
        }[]
      }
      report_remote_load: {
        Args: {
          p_area: string
          p_cohort: string
          p_duration_ms: number
          p_environment: string
          p_error_code?: string
          p_ok: boolean
          p_phase: string
          p_release: string
          p_retries: number
        }
        Returns: undefined
      }
      search_network: {
        Args: {
          group_offset?: number
          only_group?: string
          per_group?: number
          q: string
        }
        Returns: Json
      }
      share_achievement: {
        Args: { achievement_id: string }
        Returns: {
          comments_count: number
          content: string
          created_at: string
          edited_at: string | null
          id: string
          likes_count: number
          search_vector: string | null
          shares_count: number
          tags: string[]
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "posts"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      unread_message_count: { Args: never; Returns: number }
      who_dashboard: { Args: never; Returns: Json }
      who_matches: {
        Args: { p_limit?: number; p_offset?: number }
        Returns: {
          avatar_url: string
          company: string
          display_name: string
          reasons: string[]
          role: string
          score: number
          skills: string[]
          user_id: string
        }[]
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
